import type { Role } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
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

export async function insertUser(db: SqlClient, user: NewUser): Promise<number> {
  const row = await db.get<{ id: number }>('INSERT INTO users (name, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    [user.name, user.email, user.role, user.passwordHash, now()]);
  return Number(row!.id);
}

export async function findUserByEmail(db: SqlClient, email: string): Promise<(User & { password_hash: string | null }) | undefined> {
  return db.get('SELECT id, name, email, role, password_hash FROM users WHERE email = ?', [email]);
}

export async function findUserById(db: SqlClient, id: number): Promise<User | undefined> {
  return db.get('SELECT id, name, email, role FROM users WHERE id = ?', [id]);
}

/** The address mail to a person goes to, or undefined for an id nobody has. */
export const emailOf = async (db: SqlClient, userId: unknown): Promise<string | undefined> =>
  (await db.get<{ email: string }>('SELECT email FROM users WHERE id = ?', [(userId ?? null) as SqlValue]))?.email;
