import { type ResourceDefinition, ROW_VERSION } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { conflict } from '../httpErrors';
import { quote } from '../sql';
import type { Row } from './records';
import { columnNames } from '../database/tableColumns';

/** Gives a table the version column every update counts up (rows stored before it start at 1). */
export async function ensureRowVersion(db: SqlClient, table: string): Promise<void> {
  const columns = await columnNames(db, table);
  if (!columns.includes(ROW_VERSION)) await db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${ROW_VERSION} ${sqlTypes(db.dialect).integer} NOT NULL DEFAULT 1`);
}

/** The answer to a save made against an older version than the row's: nothing was written. staleSave('this form group'). */
export const staleSave = (what: string) =>
  conflict(`Someone else changed ${what} since you opened it, so nothing was saved. Reload it to see their changes.`);

/** staleRecord(problem) names 'this problem'; staleRecord(problem, 'Root cause') 'the Root cause of this problem'. */
export const staleRecord = (def: ResourceDefinition, part?: string) => staleSave(`${part ? `the ${part} of ` : ''}this ${def.title}`);

/**
 * Refuses at once a save whose version (when it sent one) is not the row's as read now; the update
 * itself checks again in its WHERE (updateRecord), which is what makes the check atomic.
 */
export function refuseStale(def: ResourceDefinition, row: Row, version: number | undefined): void {
  if (version !== undefined && row[ROW_VERSION] !== version) throw staleRecord(def);
}
