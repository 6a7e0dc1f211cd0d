import type { ResourceDefinition, FieldDescriptor } from '../../../src/kernel';

/** A column a report may show: key, label as value, display flag. */
export interface ColumnChoice {
  key: string;
  value: string;
  display: boolean;
}

/**
 * The properties a report may show, in file order: every one a list cell can render, so a property an
 * administrator adds to the resource file is a column choice at once. Files and linked sets are not
 * cell values.
 */
export const reportColumns = (def: ResourceDefinition): FieldDescriptor[] =>
  Object.values(def.fields).filter((field) => field.kind !== 'attachment' && field.kind !== 'unknown' && field.link === undefined);

/** The choices with the shown ones flagged: a report's keys, else the list's own columns. */
export function columnChoices(def: ResourceDefinition, shown?: string[]): ColumnChoice[] {
  const displayed = new Set(shown ?? def.columns.map((column) => column.name));
  return reportColumns(def).map((field) => ({ key: field.name, value: field.label, display: displayed.has(field.name) }));
}

/** Keys of a report that are still columns (a property removed since is left out), in the report's order. */
export const shownColumns = (def: ResourceDefinition, keys: string[]): FieldDescriptor[] => {
  const known = new Map(reportColumns(def).map((field) => [field.name, field]));
  return keys.flatMap((key) => known.get(key) ?? []);
};
