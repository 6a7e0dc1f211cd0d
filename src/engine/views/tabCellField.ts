import type { FieldDescriptor, ResourceDefinition, AssociatesColumn } from '../../kernel';

/** The kinds whose stored value is not what people read: a date, a date range's start, a duration, a countdown. */
const TYPED_KINDS = new Set<FieldDescriptor['kind']>(['date', 'date-time', 'daterange', 'duration', 'countdown']);

/** isTyped(descriptor): shown through its kind's renderer, never as the value stored (an amount too, x-widget money). */
export const isTyped = (descriptor: FieldDescriptor) => TYPED_KINDS.has(descriptor.kind) || descriptor.widgetHint === 'money';

/**
 * The property a tab column shows, when its type decides how it reads: the column's path names a
 * property of the rows' resource (or is one's x-display). Returned to be read at the column's path, so
 * the cell slot's renderer shows it as every list and show page does.
 * tabCellField(contract, { path: 'cost', label: 'Cost' })?.widgetHint === 'money'
 */
export function tabCellField(records: ResourceDefinition | undefined, column: AssociatesColumn): FieldDescriptor | undefined {
  if (!records) return undefined;
  const field = records.fields[column.path] ?? Object.values(records.fields).find((candidate) => candidate.displayPath === column.path);
  return field && isTyped(field) ? { ...field, displayPath: column.path, truncate: undefined } : undefined;
}
