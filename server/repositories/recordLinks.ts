import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';

/**
 * Every x-links association of every resource in one table: a problem's assets and tickets, a
 * change's releases. The primary key makes a pair unique; `target` is stored beside the owner so
 * deleting any record finds the links it is part of without reading the resource files. `attribute`
 * is the value a link with x-links attribute stores with the pair (a ticket's link type), else null.
 */
const LINK_TABLE = `
CREATE TABLE IF NOT EXISTS record_links (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  link TEXT NOT NULL,
  target TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  attribute TEXT,
  PRIMARY KEY (owner, owner_id, link, target_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_record_links_target ON record_links (owner, link, target_id);
CREATE INDEX IF NOT EXISTS idx_record_links_row ON record_links (target, target_id);
`;

export function ensureLinkTable(db: Database): void {
  db.exec(LINK_TABLE);
  // A database made before link attributes existed gets the column; its pairs have none.
  const columns = (db.pragma('table_info(record_links)') as Array<{ name: string }>).map((column) => column.name);
  if (!columns.includes('attribute')) db.exec('ALTER TABLE record_links ADD COLUMN attribute TEXT');
}

/** One link of one record: problem 4's assets is { owner: 'problem', ownerId: 4, link: 'assets' }. */
export interface LinkKey {
  owner: string;
  ownerId: number;
  link: string;
}

/** The ids a record's link holds, oldest first. */
export function linkedIds(db: Database, key: LinkKey): number[] {
  return (prepared(db, 'SELECT target_id FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? ORDER BY created_at, target_id')
    .all(key.owner, key.ownerId, key.link) as Array<{ target_id: number }>).map((row) => row.target_id);
}

/** The ids each of several records' link holds, oldest first: one query for a page of records. */
export function linkedIdsOf(db: Database, owner: string, link: string, ownerIds: number[]): Map<number, number[]> {
  const byOwner = new Map<number, number[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return byOwner;
  const found = prepared(db, `SELECT owner_id, target_id FROM record_links WHERE owner = ? AND link = ? AND owner_id IN (${ownerIds.map(() => '?').join(', ')})
    ORDER BY created_at, target_id`).all(owner, link, ...ownerIds) as Array<{ owner_id: number; target_id: number }>;
  for (const row of found) byOwner.get(row.owner_id)?.push(row.target_id);
  return byOwner;
}

/** The names of a record's links that hold at least one target: heldLinks(db, 'problem', 4) → Set { 'assets', 'change' }. */
export function heldLinks(db: Database, owner: string, ownerId: number): Set<string> {
  const found = prepared(db, 'SELECT DISTINCT link FROM record_links WHERE owner = ? AND owner_id = ?').all(owner, ownerId) as Array<{ link: string }>;
  return new Set(found.map((row) => row.link));
}

/** Adds the pairs, each with the attribute when given; a pair that exists already is left alone (the primary key, its attribute kept), so nothing is doubled. */
export function insertLinks(db: Database, key: LinkKey, target: string, ids: number[], at = now(), attribute: string | null = null): void {
  const insert = prepared(db, 'INSERT OR IGNORE INTO record_links (owner, owner_id, link, target, target_id, created_at, attribute) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const id of ids) insert.run(key.owner, key.ownerId, key.link, target, id, at, attribute);
}

/** Removes one pair (only with that attribute, when one is given); false when it did not exist. */
export function deleteLink(db: Database, key: LinkKey, targetId: number, attribute?: string): boolean {
  if (attribute !== undefined) {
    return prepared(db, 'DELETE FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id = ? AND attribute = ?')
      .run(key.owner, key.ownerId, key.link, targetId, attribute).changes > 0;
  }
  return prepared(db, 'DELETE FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id = ?')
    .run(key.owner, key.ownerId, key.link, targetId).changes > 0;
}

/** The attribute each of a record's linked targets is stored with: linkAttributes(db, key, [3]) → Map { 3 => 'causing' }. */
export function linkAttributes(db: Database, key: LinkKey, targetIds: number[]): Map<number, string | null> {
  if (!targetIds.length) return new Map();
  const found = prepared(db, `SELECT target_id, attribute FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id IN (${targetIds.map(() => '?').join(', ')})`)
    .all(key.owner, key.ownerId, key.link, ...targetIds) as Array<{ target_id: number; attribute: string | null }>;
  return new Map(found.map((row) => [row.target_id, row.attribute]));
}

/** The records whose link holds the target (key.ownerId is ignored): holdersOf(db, { owner: 'problem', link: 'tickets' }, 7) → [4]. */
export function holdersOf(db: Database, key: LinkKey, targetId: number): number[] {
  return (prepared(db, 'SELECT owner_id FROM record_links WHERE owner = ? AND link = ? AND target_id = ? ORDER BY created_at, owner_id')
    .all(key.owner, key.link, targetId) as Array<{ owner_id: number }>).map((row) => row.owner_id);
}

/** The attribute each holder stored its pair with the target: the values an inverse link reads. */
export function heldAttributes(db: Database, key: Omit<LinkKey, 'ownerId'>, targetId: number): Map<number, string | null> {
  const found = prepared(db, 'SELECT owner_id, attribute FROM record_links WHERE owner = ? AND link = ? AND target_id = ?')
    .all(key.owner, key.link, targetId) as Array<{ owner_id: number; attribute: string | null }>;
  return new Map(found.map((row) => [row.owner_id, row.attribute]));
}

/** Removes every link a deleted record was part of, as owner or as target. */
export function deleteLinksOf(db: Database, resource: string, id: number): void {
  prepared(db, 'DELETE FROM record_links WHERE owner = ? AND owner_id = ?').run(resource, id);
  prepared(db, 'DELETE FROM record_links WHERE target = ? AND target_id = ?').run(resource, id);
}

/** The activity-log key of a link's change; never a property name, so entries stay readable when files change. */
export const linkChangeKey = (link: string) => `link:${link}`;

/** linkOfChangeKey('link:assets') === 'assets'; undefined for a property's change. */
export const linkOfChangeKey = (key: string) => (key.startsWith('link:') ? key.slice('link:'.length) : undefined);
