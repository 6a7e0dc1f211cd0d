/**
 * Approval links of contracts: /service-desk/contract-approval/{token}/{id}, the token kept only as
 * its SHA-256 with the contract and version it asks about. A new link for the same version replaces
 * the older ones; a decision, by link or in the app, uses up the version's links. Each keeps when it
 * was issued and its activity-log mark, so it expires and stops at an edit (approvalLinkValidity.ts).
 */
import type { Database } from 'better-sqlite3';
import { logMark, type IssuedLink } from '../approvalLinkValidity';
import { isToken, newToken, tokenHash } from '../approvalTokens';
import { prepared } from '../sql';

export interface ContractLink extends IssuedLink {
  contract_id: number;
  version_id: number;
  approver_id: number;
  state: 'live' | 'used' | 'replaced';
}

export const contractApprovalPath = (token: string, contractId: number) => `/service-desk/contract-approval/${token}/${contractId}`;

export function issueContractLink(db: Database, contractId: number, versionId: number, approverId: number, at: string): string {
  const token = newToken();
  prepared(db, "UPDATE contract_links SET state = 'replaced' WHERE version_id = ? AND state = 'live'").run(versionId);
  prepared(db, "INSERT INTO contract_links (token_sha256, contract_id, version_id, approver_id, state, created_at, log_mark) VALUES (?, ?, ?, ?, 'live', ?, ?)")
    .run(tokenHash(token), contractId, versionId, approverId, at, logMark(db));
  return token;
}

/** The link a token opens for this contract; undefined for anything else (so a token answers only its own contract). */
export function findContractLink(db: Database, token: string, contractId: number): ContractLink | undefined {
  if (!isToken(token)) return undefined;
  const link = prepared(db, 'SELECT contract_id, version_id, approver_id, state, created_at, log_mark FROM contract_links WHERE token_sha256 = ?').get(tokenHash(token)) as ContractLink | undefined;
  return link?.contract_id === contractId ? link : undefined;
}

export function spendContractLinks(db: Database, versionId: number): void {
  prepared(db, "UPDATE contract_links SET state = 'used' WHERE version_id = ? AND state = 'live'").run(versionId);
}
