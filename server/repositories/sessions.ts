import type { Database } from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { prepared } from '../sql';
import type { User } from './users';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

// Only the hash is stored: a copy of the database does not hand out live sessions.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns its token (256 random bits, base64url) for the cookie. */
export function createSession(db: Database, userId: number, at = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  prepared(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(at);
  prepared(db, 'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), userId, at + SESSION_TTL_MS);
  return token;
}

export function userOfSession(db: Database, token: string, at = Date.now()): User | undefined {
  return prepared(db, `SELECT u.id, u.name, u.email, u.role FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ? AND s.expires_at > ?`).get(hashToken(token), at) as User | undefined;
}

export function deleteSession(db: Database, token: string): void {
  prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
