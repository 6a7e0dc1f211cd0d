import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';

/** The filter values of a list by query parameter: { status_ids: [1, 2], created_at: 'date::…~', risk: ['High'] }. */
export type FilterValues = Record<string, unknown>;

/** A saved filter as answered: its owner is always the caller, so it is not repeated. */
export interface SavedFilter {
  id: number;
  name: string;
  filter: FilterValues;
  created_at: string;
}

/** One table for every list's saved filters; a user's filters go with the user. */
export function ensureSavedFilterTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS saved_filters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    resource TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    filter TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_saved_filters_owner ON saved_filters (user_id, resource, name COLLATE NOCASE);`);
}

function parseFilter(text: unknown): FilterValues {
  try {
    const parsed = JSON.parse(String(text));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A row of saved_filters: the filter as stored JSON text. */
type SavedFilterRow = Omit<SavedFilter, 'filter'> & { filter: string };

const toSavedFilter = (row: SavedFilterRow): SavedFilter =>
  ({ id: row.id, name: row.name, filter: parseFilter(row.filter), created_at: row.created_at });

/** The user's saved filters of one list, by name. */
export function listSavedFilters(db: Database, resource: string, userId: number): SavedFilter[] {
  return (prepared(db, 'SELECT * FROM saved_filters WHERE resource = ? AND user_id = ? ORDER BY name COLLATE NOCASE, id')
    .all(resource, userId) as SavedFilterRow[]).map(toSavedFilter);
}

/** One of the user's saved filters of the list; another user's, or another list's, is not found. */
export function findSavedFilter(db: Database, resource: string, userId: number, id: number): SavedFilter | undefined {
  const row = prepared(db, 'SELECT * FROM saved_filters WHERE id = ? AND resource = ? AND user_id = ?').get(id, resource, userId) as SavedFilterRow | undefined;
  return row && toSavedFilter(row);
}

export function hasSavedFilterNamed(db: Database, resource: string, userId: number, name: string): boolean {
  return !!prepared(db, 'SELECT 1 FROM saved_filters WHERE resource = ? AND user_id = ? AND name = ? COLLATE NOCASE').get(resource, userId, name);
}

export function insertSavedFilter(db: Database, resource: string, userId: number, name: string, filter: FilterValues): SavedFilter {
  const at = now();
  const { lastInsertRowid } = prepared(db, 'INSERT INTO saved_filters (resource, user_id, name, filter, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(resource, userId, name, JSON.stringify(filter), at);
  return { id: Number(lastInsertRowid), name, filter, created_at: at };
}

export function deleteSavedFilter(db: Database, id: number): void {
  prepared(db, 'DELETE FROM saved_filters WHERE id = ?').run(id);
}
