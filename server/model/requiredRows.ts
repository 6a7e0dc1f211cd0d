import type { SqlClient, SqlValue } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { toColumn } from '../repositories/columnValues';
import { columnFields, tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { storeModuleOf } from '../modules/moduleResource';
import { columnNames } from '../database/tableColumns';

/** A property a new version makes required while rows of its resource hold no value for it. */
export interface RequiredGap {
  /** 'vendor.json /required/5' */
  at: string;
  table: string;
  column: string;
  empty: number;
  /** The property's default, which those rows are given; undefined: the change is refused. */
  fill: unknown;
}

/** No value: NULL or empty text (PostgreSQL compares a number column with text only once it is read as text). */
const emptyIn = (db: SqlClient, name: string) => {
  const column = quote(name);
  return `${column} IS NULL OR ${db.dialect === 'sqlite' ? column : `CAST(${column} AS TEXT)`} = ''`;
};

const requiredOf = (text: string | undefined): Record<string, string[]> => {
  try {
    const file = JSON.parse(text ?? '{}') as { $id?: string; required?: string[] };
    return file.$id ? { [file.$id]: file.required ?? [] } : {};
  } catch {
    return {};
  }
};

/**
 * The properties `resources` require that the model before did not, on tables with rows lacking a
 * value (no column yet counts as no value): such a change is refused unless the property has a default.
 * `fileOf` names the file a resource came from, for the pointer.
 */
export async function requiredGaps(db: SqlClient, before: Record<string, string>, resources: ResourceDefinition[], fileOf: (def: ResourceDefinition) => string): Promise<RequiredGap[]> {
  const required = Object.assign({}, ...Object.values(before).map(requiredOf)) as Record<string, string[]>;
  const gaps: RequiredGap[] = [];
  for (const def of resources) {
    if (storeModuleOf(def)) continue;
    const table = tableOf(def);
    // A table has a column at least: none, no table yet.
    const columns = new Set(await columnNames(db, table));
    if (!columns.size) continue;
    const stored = new Set(columnFields(def).map((field) => field.name));
    for (const [i, name] of (def.file.required ?? []).entries()) {
      if (!stored.has(name) || required[def.name]?.includes(name)) continue;
      const where = columns.has(name) ? ` WHERE ${emptyIn(db, name)}` : '';
      const empty = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quote(table)}${where}`))!.n);
      if (empty) gaps.push({ at: `${fileOf(def)} /required/${i}`, table, column: name, empty, fill: def.fields[name].schema.default });
    }
  }
  return gaps;
}

/** The refusals: 'vendor.json /required/5: "phone" is now required, but 40 rows of sd_vendors have no value: give it a default'. */
export const requiredProblems = (gaps: RequiredGap[]) => gaps.filter((gap) => gap.fill === undefined)
  .map((gap) => `${gap.at}: "${gap.column}" is now required, but ${gap.empty} row${gap.empty === 1 ? '' : 's'} of ${gap.table} ${gap.empty === 1 ? 'has' : 'have'} no value: give it a default`);

/** Gives the rows without a value the property's default (once its column exists); answers the plan's words. */
export async function fillRequired(db: SqlClient, gaps: RequiredGap[]): Promise<string[]> {
  const plan: string[] = [];
  for (const gap of gaps.filter((each) => each.fill !== undefined)) {
    const changes = await db.run(`UPDATE ${quote(gap.table)} SET ${quote(gap.column)} = ? WHERE ${emptyIn(db, gap.column)}`, [toColumn(gap.fill) as SqlValue]);
    plan.push(`${gap.table}: ${changes} row${changes === 1 ? '' : 's'} given the default of ${gap.column}`);
  }
  return plan;
}
