/**
 * Approval links: a token of 256 random bits in the URL (/change-approval/{token}), kept only as its
 * SHA-256, one live link per approver and level. Issuing a new one (a reminder) replaces the old;
 * deciding, by link or in the app, uses the approver's links of that level up. Each keeps when it was
 * issued and its activity-log mark, so it expires and stops at an edit (approvalLinkValidity.ts).
 */
import { logMark, type IssuedLink } from '../approvalLinkValidity';
import { isToken, newToken, tokenHash } from '../approvalTokens';
import type { SqlClient } from '../database/sqlClient';
import { now } from '../time';

export type LinkState = 'live' | 'used' | 'replaced';

export interface ApprovalLink extends IssuedLink {
  level_id: number;
  user_id: number;
  state: LinkState;
}

/** The page an approver opens; relative, since the server knows no public address of its own. */
export const approvalPath = (token: string) => `/change-approval/${token}`;

/** A new live link for the approver on the level; earlier live ones are replaced. Answers the token. */
export async function issueLink(db: SqlClient, levelId: number, userId: number): Promise<string> {
  const token = newToken();
  await db.run("UPDATE change_cab_links SET state = 'replaced' WHERE level_id = ? AND user_id = ? AND state = 'live'", [levelId, userId]);
  await db.run("INSERT INTO change_cab_links (token_sha256, level_id, user_id, state, created_at, log_mark) VALUES (?, ?, ?, 'live', ?, ?)",
    [tokenHash(token), levelId, userId, now(), await logMark(db)]);
  return token;
}

/** The link a token opens, or undefined for anything that is not a token this server issued. */
export async function findLink(db: SqlClient, token: string): Promise<ApprovalLink | undefined> {
  if (!isToken(token)) return undefined;
  return db.get<ApprovalLink>('SELECT level_id, user_id, state, created_at, log_mark FROM change_cab_links WHERE token_sha256 = ?', [tokenHash(token)]);
}

/** After the approver decided the level: none of their links of it decides again. */
export async function spendLinks(db: SqlClient, levelId: number, userId: number): Promise<void> {
  await db.run("UPDATE change_cab_links SET state = 'used' WHERE level_id = ? AND user_id = ? AND state = 'live'", [levelId, userId]);
}
