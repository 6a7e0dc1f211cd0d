import { type ResourceDefinition, type FieldDescriptor, formatDuration } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import type { ActivityRow } from '../../repositories/activityLog';
import { fromColumn } from '../../repositories/columnValues';
import { lookupNames } from '../../repositories/lookupItems';
import { sourceOf } from '../../lookups';

const MAX_TEXT = 100;

/** A logged value as a person reads it; null when empty. Never HTML: the sentence escapes it. */
export type ValueText = (field: FieldDescriptor, stored: unknown) => string | null;

const idsOf = (field: FieldDescriptor, stored: unknown): unknown[] => [fromColumn(field, stored) ?? []].flat();

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * The reader of logged values for one page of entries: references by their look-up names (fetched
 * once per field for the page), choices by their titles, switches as yes/no, long text cut.
 */
export async function activityValues(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, rows: ActivityRow[]): Promise<ValueText> {
  const names = new Map<string, Map<number, string>>();
  for (const field of Object.values(def.fields)) {
    const source = sourceOf(def, field);
    if (!source) continue;
    const ids = rows.flatMap((row) => (row.changes[field.name] ?? []).flatMap((stored) => idsOf(field, stored)));
    names.set(field.name, await lookupNames(db, resources, source, ids.filter((id): id is number => typeof id === 'number')));
  }
  return (field, stored) => {
    const value = fromColumn(field, stored);
    if (value === null || value === undefined || value === '') return null;
    const found = names.get(field.name);
    if (found) return idsOf(field, stored).map((id) => found.get(id as number) ?? `#${String(id)}`).join(', ');
    const choice = field.choices?.find((option) => option.value === value);
    if (choice) return choice.label;
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (field.kind === 'duration') return formatDuration(value) ?? String(value);
    return cut(typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
}
