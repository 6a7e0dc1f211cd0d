/**
 * Approval links of contracts: /service-desk/contract-approval/{token}/{id}, the token kept only as
 * its SHA-256 with the contract and version it asks about. A new link for the same version replaces
 * the older ones; a decision, by link or in the app, uses up the version's links. Each keeps when it
 * was issued and its activity-log mark, so it expires and stops at an edit (approvalLinkValidity.ts).
 */
import { logMark, type IssuedLink } from '../approvalLinkValidity';
import { isToken, newToken, tokenHash } from '../approvalTokens';
import type { SqlClient } from '../database/sqlClient';

export interface ContractLink extends IssuedLink {
  contract_id: number;
  version_id: number;
  approver_id: number;
  state: 'live' | 'used' | 'replaced';
}

export const contractApprovalPath = (token: string, contractId: number) => `/service-desk/contract-approval/${token}/${contractId}`;

export async function issueContractLink(db: SqlClient, contractId: number, versionId: number, approverId: number, at: string): Promise<string> {
  const token = newToken();
  await db.run("UPDATE contract_links SET state = 'replaced' WHERE version_id = ? AND state = 'live'", [versionId]);
  await db.run("INSERT INTO contract_links (token_sha256, contract_id, version_id, approver_id, state, created_at, log_mark) VALUES (?, ?, ?, ?, 'live', ?, ?)",
    [tokenHash(token), contractId, versionId, approverId, at, await logMark(db)]);
  return token;
}

/** The link a token opens for this contract; undefined for anything else (so a token answers only its own contract). */
export async function findContractLink(db: SqlClient, token: string, contractId: number): Promise<ContractLink | undefined> {
  if (!isToken(token)) return undefined;
  const link = await db.get<ContractLink>('SELECT contract_id, version_id, approver_id, state, created_at, log_mark FROM contract_links WHERE token_sha256 = ?', [tokenHash(token)]);
  return link?.contract_id === contractId ? link : undefined;
}

export async function spendContractLinks(db: SqlClient, versionId: number): Promise<void> {
  await db.run("UPDATE contract_links SET state = 'used' WHERE version_id = ? AND state = 'live'", [versionId]);
}
