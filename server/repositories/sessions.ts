import { createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from '../database/sqlClient';
import type { User } from './users';
import { versionedCache } from './versionedCache';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

// Only the hash is stored: a copy of the database does not hand out live sessions.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns its token (256 random bits, base64url) for the cookie. */
export async function createSession(db: SqlClient, userId: number, at = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.run('DELETE FROM sessions WHERE expires_at <= ?', [at]);
  await db.run('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)', [hashToken(token), userId, at + SESSION_TTL_MS]);
  return token;
}

/** Sessions by token (null: none) while the database does not change: every API request reads one. */
const sessionsByToken = versionedCache<string, { user: User; expiresAt: number } | null>();

/** The signed-in user of a session token, while the session lasts. */
export async function userOfSession(db: SqlClient, token: string, at = Date.now()): Promise<User | undefined> {
  const cache = await sessionsByToken.entries(db);
  let session = cache?.get(token);
  if (session === undefined) {
    const row = await db.get<User & { expiresAt: number }>(`SELECT u.id, u.name, u.email, u.role, s.expires_at AS "expiresAt" FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ?`, [hashToken(token)]);
    session = row ? { user: { id: row.id, name: row.name, email: row.email, role: row.role }, expiresAt: Number(row.expiresAt) } : null;
    cache?.set(token, session);
  }
  return session && session.expiresAt > at ? session.user : undefined;
}

export async function deleteSession(db: SqlClient, token: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', [hashToken(token)]);
}
