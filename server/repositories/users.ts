import type { Database } from 'better-sqlite3';
import type { Role } from '../../src/kernel';
import { prepared } from '../sql';
import { now } from '../time';

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string | null;
}

export function insertUser(db: Database, user: NewUser): number {
  const result = prepared(db, 'INSERT INTO users (name, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(user.name, user.email, user.role, user.passwordHash, now());
  return Number(result.lastInsertRowid);
}

export function findUserByEmail(db: Database, email: string): (User & { password_hash: string | null }) | undefined {
  return prepared(db, 'SELECT id, name, email, role, password_hash FROM users WHERE email = ?').get(email) as never;
}

export function findUserById(db: Database, id: number): User | undefined {
  return prepared(db, 'SELECT id, name, email, role FROM users WHERE id = ?').get(id) as never;
}

/** The address mail to a person goes to, or undefined for an id nobody has. */
export const emailOf = (db: Database, userId: unknown) =>
  (prepared(db, 'SELECT email FROM users WHERE id = ?').get(userId) as { email: string } | undefined)?.email;
