import type { SqlClient } from '../database/sqlClient';
import { sqlTypes, type SqlTypes } from '../database/sqlTypes';
import { now } from '../time';
import { ensureRowVersion, staleSave } from './rowVersions';
import { versionedCache } from './versionedCache';

// The field shape is shared with the group editor, which checks a group as the server does.
export type { GroupField } from '../../src/kernel';
import type { GroupField } from '../../src/kernel';

export interface FormGroup {
  id: number;
  category: string;
  name: string;
  type_ids: number[];
  fields: GroupField[];
  created_at: string;
  updated_at: string;
  row_version: number;
}

/** Form groups and the values of their fields; values are JSON, one row per record and key. */
const tables = (types: SqlTypes) => `
CREATE TABLE IF NOT EXISTS form_groups (
  id ${types.id},
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  type_ids TEXT NOT NULL,
  fields TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_form_groups_category ON form_groups (category);
CREATE TABLE IF NOT EXISTS custom_values (
  resource TEXT NOT NULL,
  record_id ${types.integer} NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (resource, record_id, key)
);
`;

export async function ensureFormTables(db: SqlClient): Promise<void> {
  await db.exec(tables(sqlTypes(db.dialect)));
  await ensureRowVersion(db, 'form_groups');
}

const parsed = <T>(text: unknown, fallback: T): T => {
  try {
    return JSON.parse(String(text)) as T;
  } catch {
    return fallback;
  }
};

const toGroup = (row: Record<string, unknown>): FormGroup => ({
  ...(row as unknown as FormGroup),
  type_ids: parsed<number[]>(row.type_ids, []),
  fields: parsed<GroupField[]>(row.fields, []),
});

/** Groups by category while the database does not change: every read record of a category's resource reads them. */
const groupsByCategory = versionedCache<string, FormGroup[]>();

/** The groups of a category in creation order; shared, so read them and never change them. */
export async function findGroups(db: SqlClient, category: string): Promise<FormGroup[]> {
  const cache = await groupsByCategory.entries(db);
  let groups = cache?.get(category);
  if (!groups) {
    groups = (await db.all('SELECT * FROM form_groups WHERE category = ? ORDER BY id', [category])).map(toGroup);
    cache?.set(category, groups);
  }
  return groups;
}

export async function findGroup(db: SqlClient, category: string, id: number): Promise<FormGroup | undefined> {
  const row = await db.get('SELECT * FROM form_groups WHERE category = ? AND id = ?', [category, id]);
  return row && toGroup(row);
}

/** The groups whose types include typeId: their fields join the form of a record of that type. */
export const groupsForType = (groups: FormGroup[], typeId: unknown) =>
  typeof typeId === 'number' ? groups.filter((group) => group.type_ids.includes(typeId)) : [];

export type GroupInput = Pick<FormGroup, 'name' | 'type_ids' | 'fields'>;

/**
 * Creates (no id) or replaces a group; answers its id. A replace counts the group's version up and,
 * given the version it was read at, writes only at that version (else a 409, nothing written).
 */
export async function saveGroup(db: SqlClient, category: string, input: GroupInput, id?: number, version?: number, at = now()): Promise<number> {
  const values = [input.name, JSON.stringify(input.type_ids), JSON.stringify(input.fields)];
  if (id !== undefined) {
    const set = 'UPDATE form_groups SET name = ?, type_ids = ?, fields = ?, updated_at = ?, row_version = row_version + 1 WHERE id = ?';
    const written = version === undefined ? await db.run(set, [...values, at, id]) : await db.run(`${set} AND row_version = ?`, [...values, at, id, version]);
    if (!written) throw staleSave('this form group');
    return id;
  }
  const created = await db.get<{ id: number }>('INSERT INTO form_groups (category, name, type_ids, fields, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    [category, ...values, at, at]);
  return Number(created!.id);
}
