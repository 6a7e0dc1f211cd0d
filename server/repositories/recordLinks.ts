import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';

/**
 * Every x-links association of every resource in one table: a problem's assets and tickets, later a
 * change's releases. The primary key makes a pair unique; `target` is stored beside the owner so
 * deleting any record finds the links it is part of without reading the resource files.
 */
const LINK_TABLE = `
CREATE TABLE IF NOT EXISTS record_links (
  owner TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  link TEXT NOT NULL,
  target TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (owner, owner_id, link, target_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_record_links_target ON record_links (owner, link, target_id);
CREATE INDEX IF NOT EXISTS idx_record_links_row ON record_links (target, target_id);
`;

export function ensureLinkTable(db: Database): void {
  db.exec(LINK_TABLE);
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

/** Adds the pairs; a pair that exists already is left alone (the primary key), so nothing is doubled. */
export function insertLinks(db: Database, key: LinkKey, target: string, ids: number[], at = now()): void {
  const insert = prepared(db, 'INSERT OR IGNORE INTO record_links (owner, owner_id, link, target, target_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const id of ids) insert.run(key.owner, key.ownerId, key.link, target, id, at);
}

/** Removes one pair; false when it did not exist. */
export function deleteLink(db: Database, key: LinkKey, targetId: number): boolean {
  return prepared(db, 'DELETE FROM record_links WHERE owner = ? AND owner_id = ? AND link = ? AND target_id = ?')
    .run(key.owner, key.ownerId, key.link, targetId).changes > 0;
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
