import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { storeModuleOf } from '../modules/moduleResource';
import { columnFields, sqlType, tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';

type Storage = 'INTEGER' | 'REAL' | 'TEXT';

/** SQLite's affinity of a declared column type (its rules, in their order). */
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

const count = (db: Database, sql: string) => db.prepare(sql).pluck().get() as number;

/** '1 row … holds', '3 rows … hold'. */
const rowsHold = (n: number, of: string) => `${n} row${n === 1 ? '' : 's'} of ${of} ${n === 1 ? 'holds' : 'hold'}`;

/** Why the column cannot hold the property's new type, or undefined when it can. */
function misfit(db: Database, table: string, column: string, held: Storage, wanted: Storage, boolean: boolean): string | undefined {
  const name = quote(column);
  const where = `FROM ${quote(table)} WHERE ${name} IS NOT NULL`;
  if (isNumeric(held) !== isNumeric(wanted)) {
    // SQLite keeps the type a column was made with: text written to a number column that looks like
    // a number is stored as one ("0123" reads 123), and numbers in a text column sort and compare as text.
    const values = count(db, `SELECT COUNT(*) ${where}`);
    const holding = values ? `, and ${rowsHold(values, 'it')} a value` : '';
    return `${table}.${column} stores ${held === 'TEXT' ? 'text' : 'numbers'}${holding}; a stored column keeps its type: keep the property's type, or add one under a new name`;
  }
  const broken = boolean
    ? count(db, `SELECT COUNT(*) ${where} AND ${name} NOT IN (0, 1)`)
    : wanted === 'INTEGER' ? count(db, `SELECT COUNT(*) ${where} AND ${name} <> CAST(${name} AS INTEGER)`) : 0;
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
export function typeProblems(db: Database, before: Record<string, string>, resources: ResourceDefinition[], fileOf: (def: ResourceDefinition) => string): string[] {
  const problems: string[] = [];
  const declared = typesBefore(before);
  for (const def of resources) {
    if (storeModuleOf(def)) continue;
    const table = tableOf(def);
    const columns = new Map((db.prepare('SELECT name, type FROM pragma_table_info(?)').all(table) as Array<{ name: string; type: string }>)
      .map((column) => [column.name, affinity(column.type)]));
    for (const field of columnFields(def)) {
      const held = columns.get(field.name);
      // Only a type that changed, or a property declared again over the column it left behind.
      if (!held || JSON.stringify(declared.get(def.name)?.[field.name]) === JSON.stringify(field.schema.type)) continue;
      const reason = misfit(db, table, field.name, held, sqlType(field), field.schema.type === 'boolean');
      if (reason) problems.push(`${fileOf(def)} /properties/${field.name}/type: ${reason}`);
    }
  }
  return problems;
}
