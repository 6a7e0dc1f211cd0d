import { type ResourceDefinition, type ColumnRange, filterKindRules } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { quote } from '../sql';
import { tableOf } from './resourceTable';

/** The properties a list filters by a kind that shows the column's range (a number range), each once. */
export const rangeFields = (def: ResourceDefinition) =>
  [...new Set(def.filters.filter((filter) => filterKindRules(filter).columnRange).map((filter) => filter.field))];

/**
 * The smallest and largest stored value of each number-range filter's column, in one statement:
 * a MIN or MAX alone in its sub-select is answered from the column's index (every filtered column has
 * one) by one seek, where MIN and MAX side by side would scan the table.
 * findColumnRanges(db, contract) → { cost: { min: 1200, max: 17653.5 }, notify_before: { min: null, max: null } }
 */
export async function findColumnRanges(db: SqlClient, def: ResourceDefinition): Promise<Record<string, ColumnRange>> {
  const fields = rangeFields(def);
  if (!fields.length) return {};
  const table = quote(tableOf(def));
  const picks = fields.flatMap((field, i) => ['MIN', 'MAX'].map((fn) => `(SELECT ${fn}(${quote(field)}) FROM ${table}) AS "${fn.toLowerCase()}${i}"`));
  const row = (await db.get<Record<string, number | null>>(`SELECT ${picks.join(', ')}`))!;
  return Object.fromEntries(fields.map((field, i) => [field, { min: row[`min${i}`], max: row[`max${i}`] }]));
}
