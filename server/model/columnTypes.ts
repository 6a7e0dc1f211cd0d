import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { storeModuleOf } from '../modules/moduleResource';
import { columnFields, sqlType, tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { tableColumns } from '../database/tableColumns';

type Storage = 'INTEGER' | 'REAL' | 'TEXT';

/** SQLite's affinity of a declared column type (its rules, in their order); PostgreSQL's bigint, double precision and text read alike. */
function affinity(declared: string): Storage {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'TEXT';
  return 'REAL';
}

const isNumeric = (storage: Storage) => storage !== 'TEXT';

/** The JSON type the model before gave each property, by resource: typesBefore(texts).get('vendor')?.phone === 'string'. */
function typesBefore(before: Record<string, string>): Map<string, Record<string, unknown>> {
  const types = new Map<string, Record<string, unknown>>();
  for (const text of Object.values(before)) {
    try {
      const file = JSON.parse(text) as { $id?: string; properties?: Record<string, { type?: unknown }> };
      if (file.$id) types.set(file.$id, Object.fromEntries(Object.entries(file.properties ?? {}).map(([name, schema]) => [name, schema.type])));
    } catch { /* a broken file was refused before it became a version */ }
  }
  return types;
}

const count = async (db: SqlClient, sql: string) => Number((await db.get<{ n: number }>(sql))!.n);

/** '1 row … holds', '3 rows … hold'. */
const rowsHold = (n: number, of: string) => `${n} row${n === 1 ? '' : 's'} of ${of} ${n === 1 ? 'holds' : 'hold'}`;

/** Why the column cannot hold the property's new type, or undefined when it can. */
async function misfit(db: SqlClient, table: string, column: string, held: Storage, wanted: Storage, boolean: boolean): Promise<string | undefined> {
  const name = quote(column);
  const where = `FROM ${quote(table)} WHERE ${name} IS NOT NULL`;
  if (isNumeric(held) !== isNumeric(wanted)) {
    // A column keeps the type it was made with: on SQLite text written to a number column that looks
    // like a number is stored as one ("0123" reads 123), and numbers in a text column sort and compare as text.
    const values = await count(db, `SELECT COUNT(*) AS n ${where}`);
    const holding = values ? `, and ${rowsHold(values, 'it')} a value` : '';
    return `${table}.${column} stores ${held === 'TEXT' ? 'text' : 'numbers'}${holding}; a stored column keeps its type: keep the property's type, or add one under a new name`;
  }
  // PostgreSQL's CAST to an integer rounds (and overflows past 32 bits): TRUNC says whether a value is whole there.
  const whole = db.dialect === 'sqlite' ? `CAST(${name} AS INTEGER)` : `TRUNC(${name})`;
  const broken = boolean
    ? await count(db, `SELECT COUNT(*) AS n ${where} AND ${name} NOT IN (0, 1)`)
    : wanted === 'INTEGER' ? await count(db, `SELECT COUNT(*) AS n ${where} AND ${name} <> ${whole}`) : 0;
  if (!broken) return undefined;
  return `${rowsHold(broken, table)} a value of ${column} that is no ${boolean ? 'yes/no (0 or 1)' : 'whole number'}`;
}

/**
 * The properties `resources` store with another type than the model before (or declare again over a
 * kept column) whose column cannot hold it, as `file pointer: reason`: text and numbers never change
 * into one another on a column that exists, and numbers become whole numbers or yes/no only when
 * every stored value already is one.
 * typeProblems(db, before, resources, fileOf) → ['vendor.json /properties/phone/type: sd_vendors.phone stores text, …']
 */
export async function typeProblems(db: SqlClient, before: Record<string, string>, resources: ResourceDefinition[], fileOf: (def: ResourceDefinition) => string): Promise<string[]> {
  const problems: string[] = [];
  const declared = typesBefore(before);
  for (const def of resources) {
    if (storeModuleOf(def)) continue;
    const table = tableOf(def);
    const columns = new Map((await tableColumns(db, table)).map((column) => [column.name, affinity(column.type)]));
    for (const field of columnFields(def)) {
      const held = columns.get(field.name);
      // Only a type that changed, or a property declared again over the column it left behind.
      if (!held || JSON.stringify(declared.get(def.name)?.[field.name]) === JSON.stringify(field.schema.type)) continue;
      const reason = await misfit(db, table, field.name, held, sqlType(field), field.schema.type === 'boolean');
      if (reason) problems.push(`${fileOf(def)} /properties/${field.name}/type: ${reason}`);
    }
  }
  return problems;
}
