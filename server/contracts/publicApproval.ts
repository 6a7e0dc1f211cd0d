/**
 * The public contract approval page's two calls: what the link asks about, and its one decision.
 * A token answers only its own contract; an unknown one is a 404 with the same words whatever the
 * reason, so guessing learns nothing. A used or replaced link, or a version decided meanwhile, can
 * still be read (the page says why it cannot act) but decides nothing: 409.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { conflict, notFound } from '../httpErrors';
import { findRecord, type Row } from '../repositories/records';
import { findContractLink, type ContractLink } from './contractLinks';
import { decide, versionToDecide, type Asked, type Decision } from './contractFlow';
import { findVersion, termOf, type Term } from './contractVersions';

export const INVALID_CONTRACT_LINK = 'Invalid approval link.';

const REFUSALS = {
  used: 'This approval link has already been used.',
  replaced: 'This approval link has been replaced by a newer one; please use the latest e-mail.',
  decided: 'This contract is no longer waiting for this approval.',
} as const;

export interface ContractLinkTarget {
  link: ContractLink;
  /** Why the link cannot decide now; undefined while it can. */
  refusal?: string;
  asked: Asked;
  /** The term a renewal or extension proposes. */
  proposal?: Term;
}

export function contractLinkTarget(db: Database, def: ResourceDefinition, token: string, contractId: number): ContractLinkTarget {
  const link = findContractLink(db, token, contractId);
  const row = link && findRecord(db, def, contractId);
  if (!link || !row) throw notFound(INVALID_CONTRACT_LINK);
  const version = findVersion(db, link.version_id);
  const asked: Asked = version?.type === 'original' || !version ? 'contract' : version.type;
  const shown = { link, asked, ...(version && asked !== 'contract' && { proposal: termOf(version as unknown as Row) }) };
  if (link.state !== 'live') return { ...shown, refusal: REFUSALS[link.state] };
  if (versionToDecide(db, row)?.id !== link.version_id) return { ...shown, refusal: REFUSALS.decided };
  return shown;
}

/** Decides by link, once: checks the link (404, 409) before anything is written. */
export function decideByContractLink(db: Database, def: ResourceDefinition, token: string, contractId: number, decision: Decision, reason: string): void {
  db.transaction(() => {
    const target = contractLinkTarget(db, def, token, contractId);
    if (target.refusal) throw conflict(target.refusal);
    decide(db, def, contractId, target.link.approver_id, decision, reason);
  })();
}
