/**
 * A change as the CAB module reads it: the record type generated from schemas/change.json, as its
 * table stores it (Stored), so renaming a property in the file fails the type check where approvals
 * read it.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { Change } from '../../src/types';
import type { SqlClient } from '../database/sqlClient';
import { findRecord, type Row, type Stored } from '../repositories/records';

/** A change as its table stores it. */
export type ChangeRow = Stored<Change>;

/** A row the generic store read from the changes table (a flag's, an update guard's), as the change it is. */
export const asChange = (row: Row) => row as ChangeRow;

/** The change with this id, or undefined. */
export const findChange = async (db: SqlClient, def: ResourceDefinition, id: number): Promise<ChangeRow | undefined> => {
  const row = await findRecord(db, def, id);
  return row && asChange(row);
};
