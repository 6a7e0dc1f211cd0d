import type { SqlClient } from '../database/sqlClient';
import { sqlTypes, type SqlTypes } from '../database/sqlTypes';
import { now } from '../time';
import { addMissingColumns } from './addMissingColumns';

/**
 * Every x-links association of every resource in one table: a problem's assets and tickets, a
 * change's releases. The primary key makes a pair unique; `target` is stored beside the owner so
 * deleting any record finds the links it is part of without reading the resource files. `attribute`
 * is the value a link with x-links attribute stores with the pair (a ticket's link type), else null.
 */
const linkTable = (types: SqlTypes, withoutRowid: string) => `
CREATE TABLE IF NOT EXISTS record_links (
  owner TEXT NOT NULL,
  owner_id ${types.integer} NOT NULL,
  link TEXT NOT NULL,
  target TEXT NOT NULL,
  target_id ${types.integer} NOT NULL,
  created_at TEXT NOT NULL,
  attribute TEXT,
  PRIMARY KEY (owner, owner_id, link, target_id)
)${withoutRowid};
CREATE INDEX IF NOT EXISTS idx_record_links_target ON record_links (owner, link, target_id);
CREATE INDEX IF NOT EXISTS idx_record_links_row ON record_links (target, target_id);
`;

export async function ensureLinkTable(db: SqlClient): Promise<void> {
  // SQLite keeps the pairs in their key's order (WITHOUT ROWID); PostgreSQL has no such table kind.
  await db.exec(linkTable(sqlTypes(db.dialect), db.dialect === 'sqlite' ? ' WITHOUT ROWID' : ''));
  // A database made before link attributes existed gets the column; its pairs have none.
  await addMissingColumns(db, 'record_links', { attribute: 'TEXT' });
}

/** One link of one record: problem 4's assets is { owner: 'problem', ownerId: 4, link: 'assets' }. */
export interface LinkKey {
  owner: string;
  ownerId: number;
  link: string;
}

/** The ids a record's link holds, oldest first. */
export async function linkedIds(db: SqlClient, key: LinkKey): Promise<number[]> {
  return (await db.all<{ target_id: number }>('SELECT target_id FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? ORDER BY created_at, target_id',
    [key.owner, key.ownerId, key.link])).map((row) => row.target_id);
}

/** The ids each of several records' link holds, oldest first: one query for a page of records. */
export async function linkedIdsOf(db: SqlClient, owner: string, link: string, ownerIds: number[]): Promise<Map<number, number[]>> {
  const byOwner = new Map<number, number[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return byOwner;
  const found = await db.all<{ owner_id: number; target_id: number }>(`SELECT owner_id, target_id FROM record_links WHERE owner = ? AND link = ? AND owner_id IN (${ownerIds.map(() => '?').join(', ')})
    ORDER BY created_at, target_id`, [owner, link, ...ownerIds]);
  for (const row of found) byOwner.get(row.owner_id)?.push(row.target_id);
  return byOwner;
}

/** The names of a record's links that hold at least one target: heldLinks(db, 'problem', 4) → Set { 'assets', 'change' }. */
export async function heldLinks(db: SqlClient, owner: string, ownerId: number): Promise<Set<string>> {
  const found = await db.all<{ link: string }>('SELECT DISTINCT link FROM record_links WHERE owner = ? AND owner_id = ?', [owner, ownerId]);
  return new Set(found.map((row) => row.link));
}

/** Adds the pairs, each with the attribute when given; a pair that exists already is left alone (the primary key, its attribute kept), so nothing is doubled. */
export async function insertLinks(db: SqlClient, key: LinkKey, target: string, ids: number[], at = now(), attribute: string | null = null): Promise<void> {
  for (const id of ids) {
    await db.run('INSERT INTO record_links (owner, owner_id, link, target, target_id, created_at, attribute) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [key.owner, key.ownerId, key.link, target, id, at, attribute]);
  }
}

/** Removes one pair (only with that attribute, when one is given); false when it did not exist. */
export async function deleteLink(db: SqlClient, key: LinkKey, targetId: number, attribute?: string): Promise<boolean> {
  if (attribute !== undefined) {
    return await db.run('DELETE FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id = ? AND attribute = ?',
      [key.owner, key.ownerId, key.link, targetId, attribute]) > 0;
  }
  return await db.run('DELETE FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id = ?',
    [key.owner, key.ownerId, key.link, targetId]) > 0;
}

/** The attribute each of a record's linked targets is stored with: linkAttributes(db, key, [3]) → Map { 3 => 'causing' }. */
export async function linkAttributes(db: SqlClient, key: LinkKey, targetIds: number[]): Promise<Map<number, string | null>> {
  if (!targetIds.length) return new Map();
  const found = await db.all<{ target_id: number; attribute: string | null }>(
    `SELECT target_id, attribute FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id IN (${targetIds.map(() => '?').join(', ')})`,
    [key.owner, key.ownerId, key.link, ...targetIds]);
  return new Map(found.map((row) => [row.target_id, row.attribute]));
}

/** The records whose link holds the target (key.ownerId is ignored): holdersOf(db, { owner: 'problem', link: 'tickets' }, 7) → [4]. */
export async function holdersOf(db: SqlClient, key: LinkKey, targetId: number): Promise<number[]> {
  return (await db.all<{ owner_id: number }>('SELECT owner_id FROM record_links WHERE owner = ? AND link = ? AND target_id = ? ORDER BY created_at, owner_id',
    [key.owner, key.link, targetId])).map((row) => row.owner_id);
}

/** The attribute each holder stored its pair with the target: the values an inverse link reads. */
export async function heldAttributes(db: SqlClient, key: Omit<LinkKey, 'ownerId'>, targetId: number): Promise<Map<number, string | null>> {
  const found = await db.all<{ owner_id: number; attribute: string | null }>('SELECT owner_id, attribute FROM record_links WHERE owner = ? AND link = ? AND target_id = ?',
    [key.owner, key.link, targetId]);
  return new Map(found.map((row) => [row.owner_id, row.attribute]));
}

/** Removes every link a deleted record was part of, as owner or as target. */
export async function deleteLinksOf(db: SqlClient, resource: string, id: number): Promise<void> {
  await db.run('DELETE FROM record_links WHERE owner = ? AND owner_id = ?', [resource, id]);
  await db.run('DELETE FROM record_links WHERE target = ? AND target_id = ?', [resource, id]);
}

/** The activity-log key of a link's change; never a property name, so entries stay readable when files change. */
export const linkChangeKey = (link: string) => `link:${link}`;

/** linkOfChangeKey('link:assets') === 'assets'; undefined for a property's change. */
export const linkOfChangeKey = (key: string) => (key.startsWith('link:') ? key.slice('link:'.length) : undefined);
