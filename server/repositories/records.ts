import { type ResourceDefinition, ROW_VERSION } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { quote } from '../sql';
import { toColumn } from './columnValues';
import { now } from '../time';
import { tableOf } from './resourceTable';
import { withoutSearchText } from './searchColumn';

export type Row = Record<string, unknown>;

/**
 * A record's row as its table stores it, typed from the record type generated from its resource file
 * (src/types): every column present, null while unset, and its id. Stored<Contract>['cost'] is number | null.
 */
export type Stored<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null } & { id: number };

export async function findRecord(db: SqlClient, def: ResourceDefinition, id: number): Promise<Row | undefined> {
  return withoutSearchText(await db.get<Row>(`SELECT * FROM ${quote(tableOf(def))} WHERE id = ?`, [id]));
}


/** The INSERT last built for a table, by its column names: an import inserts the same columns row after row. */
const lastInsert = new WeakMap<ResourceDefinition, InsertShape & { names: string[] }>();

const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** An INSERT of one row, and the table and columns it names in its parameters' order. */
export interface InsertShape { sql: string; table: string; columns: string[] }

function insertShape(def: ResourceDefinition, names: string[]): InsertShape {
  const last = lastInsert.get(def);
  if (last && sameNames(last.names, names)) return last;
  const columns = [...names, 'created_at', 'updated_at'];
  const table = tableOf(def);
  const sql = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const shape = { names, sql, table, columns };
  lastInsert.set(def, shape);
  return shape;
}

/** The INSERT of a new row and its parameters, its times included: an import batch sends them to its writing thread. */
export function insertStatement(def: ResourceDefinition, values: Row, at = now()): { shape: InsertShape; sql: string; params: unknown[] } {
  const names = Object.keys(values);
  // Sized once: an import builds one for every row.
  const params: unknown[] = new Array(names.length + 2);
  for (let i = 0; i < names.length; i++) params[i] = toColumn(values[names[i]]);
  params[names.length] = at;
  params[names.length + 1] = at;
  const shape = insertShape(def, names);
  return { shape, sql: shape.sql, params };
}

export async function insertRecord(db: SqlClient, def: ResourceDefinition, values: Row, at = now()): Promise<number> {
  const { sql, params } = insertStatement(def, values, at);
  return Number((await db.get<{ id: number }>(`${sql} RETURNING id`, params as SqlValue[]))!.id);
}

/**
 * Writes values to a row and counts its version up. With `version` (the one a save was read at) the
 * row is written only while it still has that version: the compare and the write are one statement,
 * so two saves of the same version cannot both win, whichever process runs them. Answers whether
 * the row was written.
 */
export async function updateRecord(db: SqlClient, def: ResourceDefinition, id: number, values: Row, at = now(), version?: number): Promise<boolean> {
  const names = Object.keys(values);
  const sets = [...names.map((name) => `${quote(name)} = ?`), 'updated_at = ?', `${ROW_VERSION} = ${ROW_VERSION} + 1`].join(', ');
  const params = [...names.map((name) => toColumn(values[name]) as SqlValue), at, id];
  if (version === undefined) return (await db.run(`UPDATE ${quote(tableOf(def))} SET ${sets} WHERE id = ?`, params)) > 0;
  return (await db.run(`UPDATE ${quote(tableOf(def))} SET ${sets} WHERE id = ? AND ${ROW_VERSION} = ?`, [...params, version])) > 0;
}

/**
 * Counts a change to records that is not a write of their rows (a link set their form holds changed)
 * as a new version of each, so a form opened before it cannot save the old set back.
 */
export async function touchVersions(db: SqlClient, def: ResourceDefinition, ids: number[]): Promise<void> {
  const touch = `UPDATE ${quote(tableOf(def))} SET ${ROW_VERSION} = ${ROW_VERSION} + 1 WHERE id = ?`;
  for (const id of ids) await db.run(touch, [id]);
}

export async function deleteRecord(db: SqlClient, def: ResourceDefinition, id: number): Promise<void> {
  await db.run(`DELETE FROM ${quote(tableOf(def))} WHERE id = ?`, [id]);
}

/** Sets a flag to false on every other row: for properties only one row may hold (is_default). */
export async function clearFlagOnOthers(db: SqlClient, def: ResourceDefinition, column: string, id: number, at = now()): Promise<void> {
  await db.run(`UPDATE ${quote(tableOf(def))} SET ${quote(column)} = 0, updated_at = ?, ${ROW_VERSION} = ${ROW_VERSION} + 1 WHERE ${quote(column)} = 1 AND id <> ?`, [at, id]);
}

/** The value of a column of a row, for walking a self-reference (a tree of parents). */
export async function columnOf(db: SqlClient, def: ResourceDefinition, column: string, id: number): Promise<unknown> {
  return (await db.get<{ value: unknown }>(`SELECT ${quote(column)} AS value FROM ${quote(tableOf(def))} WHERE id = ?`, [id]))?.value;
}

/** Rows of the table whose column points at id, so a deleted parent does not leave dangling references. */
export async function clearReferences(db: SqlClient, def: ResourceDefinition, column: string, id: number): Promise<void> {
  await db.run(`UPDATE ${quote(tableOf(def))} SET ${quote(column)} = NULL, ${ROW_VERSION} = ${ROW_VERSION} + 1 WHERE ${quote(column)} = ?`, [id]);
}
