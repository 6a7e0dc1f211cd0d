import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { toColumn } from '../repositories/columnValues';
import { columnFields, tableOf } from '../repositories/resourceTable';
import { quote } from '../sql';
import { storeModuleOf } from '../modules/moduleResource';

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
export function requiredGaps(db: Database, before: Record<string, string>, resources: ResourceDefinition[], fileOf: (def: ResourceDefinition) => string): RequiredGap[] {
  const required = Object.assign({}, ...Object.values(before).map(requiredOf)) as Record<string, string[]>;
  const gaps: RequiredGap[] = [];
  for (const def of resources) {
    if (storeModuleOf(def)) continue;
    const table = tableOf(def);
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)) continue;
    const columns = new Set((db.pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((column) => column.name));
    const stored = new Set(columnFields(def).map((field) => field.name));
    (def.file.required ?? []).forEach((name, i) => {
      if (!stored.has(name) || required[def.name]?.includes(name)) return;
      const where = columns.has(name) ? ` WHERE ${quote(name)} IS NULL OR ${quote(name)} = ''` : '';
      const empty = db.prepare(`SELECT COUNT(*) FROM ${quote(table)}${where}`).pluck().get() as number;
      if (empty) gaps.push({ at: `${fileOf(def)} /required/${i}`, table, column: name, empty, fill: def.fields[name].schema.default });
    });
  }
  return gaps;
}

/** The refusals: 'vendor.json /required/5: "phone" is now required, but 40 rows of sd_vendors have no value: give it a default'. */
export const requiredProblems = (gaps: RequiredGap[]) => gaps.filter((gap) => gap.fill === undefined)
  .map((gap) => `${gap.at}: "${gap.column}" is now required, but ${gap.empty} row${gap.empty === 1 ? '' : 's'} of ${gap.table} ${gap.empty === 1 ? 'has' : 'have'} no value: give it a default`);

/** Gives the rows without a value the property's default (once its column exists); answers the plan's words. */
export function fillRequired(db: Database, gaps: RequiredGap[]): string[] {
  return gaps.filter((gap) => gap.fill !== undefined).map((gap) => {
    const column = quote(gap.column);
    const { changes } = db.prepare(`UPDATE ${quote(gap.table)} SET ${column} = ? WHERE ${column} IS NULL OR ${column} = ''`).run(toColumn(gap.fill));
    return `${gap.table}: ${changes} row${changes === 1 ? '' : 's'} given the default of ${gap.column}`;
  });
}
