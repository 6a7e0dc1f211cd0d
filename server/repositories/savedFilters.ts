import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
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
export async function ensureSavedFilterTable(db: SqlClient): Promise<void> {
  const types = sqlTypes(db.dialect);
  await db.exec(`CREATE TABLE IF NOT EXISTS saved_filters (
    id ${types.id},
    resource TEXT NOT NULL,
    user_id ${types.integer} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    filter TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_saved_filters_owner ON saved_filters (user_id, resource, name ${types.noCase});`);
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
export async function listSavedFilters(db: SqlClient, resource: string, userId: number): Promise<SavedFilter[]> {
  return (await db.all<SavedFilterRow>(`SELECT * FROM saved_filters WHERE resource = ? AND user_id = ? ORDER BY name ${sqlTypes(db.dialect).noCase}, id`,
    [resource, userId])).map(toSavedFilter);
}

/** One of the user's saved filters of the list; another user's, or another list's, is not found. */
export async function findSavedFilter(db: SqlClient, resource: string, userId: number, id: number): Promise<SavedFilter | undefined> {
  const row = await db.get<SavedFilterRow>('SELECT * FROM saved_filters WHERE id = ? AND resource = ? AND user_id = ?', [id, resource, userId]);
  return row && toSavedFilter(row);
}

export async function hasSavedFilterNamed(db: SqlClient, resource: string, userId: number, name: string): Promise<boolean> {
  return !!(await db.get(`SELECT 1 FROM saved_filters WHERE resource = ? AND user_id = ? AND name = ? ${sqlTypes(db.dialect).noCase}`, [resource, userId, name]));
}

export async function insertSavedFilter(db: SqlClient, resource: string, userId: number, name: string, filter: FilterValues): Promise<SavedFilter> {
  const at = now();
  const { id } = (await db.get<{ id: number }>('INSERT INTO saved_filters (resource, user_id, name, filter, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    [resource, userId, name, JSON.stringify(filter), at]))!;
  return { id: Number(id), name, filter, created_at: at };
}

export async function deleteSavedFilter(db: SqlClient, id: number): Promise<void> {
  await db.run('DELETE FROM saved_filters WHERE id = ?', [id]);
}
