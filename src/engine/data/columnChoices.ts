/**
 * A list's column choices (x-list.columnChooser), from the list endpoint itself:
 *   columnChoices => GET x-api.list.GET ?column=true&limit=1      [{key, value, display}] at x-report.columns
 * The answer also carries a page of rows; one row is asked for, since only the choices are read.
 */
import { type ResourceDefinition, getPath } from '../../kernel';
import type { ApiRequest } from './request';

/** A column a person may show: the property's key, its label (the spec's `value`) and whether it shows by default. */
export interface ColumnChoice {
  key: string;
  value: string;
  display: boolean;
}

/** columnChoicesRequest(def) → GET <list>?column=true&limit=1 */
export function columnChoicesRequest(definition: ResourceDefinition): ApiRequest {
  const list = definition.api.list;
  if (!list) throw new Error(`${definition.name} has no list to offer columns of`);
  return { method: 'GET', url: list.GET, query: [['column', 'true'], [definition.params.limit, '1']] };
}

/** The entries that name a key, each labelled (the key when the server gives no label); others are skipped, not guessed. */
export function columnChoicesResponse(definition: ResourceDefinition, body: unknown): ColumnChoice[] {
  const path = definition.file['x-report']?.columns;
  const items = path ? getPath(body, path) : undefined;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item): ColumnChoice[] => {
    const { key, value, display } = (item ?? {}) as Partial<ColumnChoice>;
    if (typeof key !== 'string' || key === '') return [];
    return [{ key, value: typeof value === 'string' && value ? value : key, display: display === true || (display as unknown) === 1 }];
  });
}
