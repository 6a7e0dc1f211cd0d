/**
 * The public contract approval page's two calls: what the link asks about, and its one decision.
 * A token answers only its own contract; an unknown one is a 404 with the same words whatever the
 * reason, so guessing learns nothing. A used or replaced link, or a version decided meanwhile, can
 * still be read (the page says why it cannot act) but decides nothing: 409. An expired link, or one
 * sent before the contract was edited, is gone: 410 (approvalLinkValidity.ts).
 */
import type { ResourceDefinition } from '../../src/kernel';
import { goneRefusal, INVALID_APPROVAL_LINK, refusalError, type LinkRefusal } from '../approvalLinkValidity';
import type { SqlClient } from '../database/sqlClient';
import { notFound } from '../httpErrors';
import { findContractLink, type ContractLink } from './contractLinks';
import { decide, findContract, versionToDecide, type Asked, type Decision } from './contractFlow';
import { findVersion, termOf, type Term } from './contractVersions';

const REFUSALS = {
  used: 'This approval link has already been used.',
  replaced: 'This approval link has been replaced by a newer one; please use the latest e-mail.',
  decided: 'This contract is no longer waiting for this approval.',
} as const;

const conflict = (message: string): LinkRefusal => ({ status: 409, message });

export interface ContractLinkTarget {
  link: ContractLink;
  /** Why the link cannot decide now; undefined while it can. */
  refusal?: LinkRefusal;
  asked: Asked;
  /** The term a renewal or extension proposes. */
  proposal?: Term;
}

/** How long links work (days) and the time it is (at): the server's settings and clock. */
export interface LinkClock {
  days: number;
  at: Date;
}

/** What a token opens on the contract, read in one snapshot; 404 for a token nobody issued for it. */
export function contractLinkTarget(db: SqlClient, def: ResourceDefinition, token: string, contractId: number, clock: LinkClock): Promise<ContractLinkTarget> {
  return db.snapshot(() => readTarget(db, def, token, contractId, clock));
}

async function readTarget(db: SqlClient, def: ResourceDefinition, token: string, contractId: number, clock: LinkClock): Promise<ContractLinkTarget> {
  const link = await findContractLink(db, token, contractId);
  const row = link && await findContract(db, def, contractId);
  if (!link || !row) throw notFound(INVALID_APPROVAL_LINK);
  const version = await findVersion(db, link.version_id);
  const asked: Asked = version?.type === 'original' || !version ? 'contract' : version.type;
  const shown = { link, asked, ...(version && asked !== 'contract' && { proposal: termOf(version) }) };
  if (link.state !== 'live') return { ...shown, refusal: conflict(REFUSALS[link.state]) };
  if ((await versionToDecide(db, row))?.id !== link.version_id) return { ...shown, refusal: conflict(REFUSALS.decided) };
  const gone = await goneRefusal(db, link, { resource: def.name, title: def.title, id: contractId }, clock.days, clock.at);
  return gone ? { ...shown, refusal: gone } : shown;
}

/** Decides by link, once: checks the link (404, 409, 410) before anything is written. */
export async function decideByContractLink(db: SqlClient, def: ResourceDefinition, token: string, contractId: number, clock: LinkClock, decision: Decision, reason: string): Promise<void> {
  await db.transaction(async () => {
    const target = await contractLinkTarget(db, def, token, contractId, clock);
    if (target.refusal) throw refusalError(target.refusal);
    await decide(db, def, contractId, target.link.approver_id, decision, reason);
  });
}
