import type { SortPayload } from 'ra-core';
import type { ResourceDefinition, FieldDescriptor } from '../../kernel';

/**
 * The sort a list column's header sets: the column itself when x-list.sortable names it, else the
 * property an x-derived value is worked out from (expiry sorts by contract_end_date), else none.
 * sortFieldOf(contract, <expiry>) === 'contract_end_date'.
 */
export function sortFieldOf(definition: Pick<ResourceDefinition, 'sortable'>, column: FieldDescriptor): string | undefined {
  if (definition.sortable.includes(column.name)) return column.name;
  const from = column.derived?.from;
  return from !== undefined && definition.sortable.includes(from) ? from : undefined;
}

/** The sort a header click sets: the column ascending, or descending when it already sorts ascending. toggledSort({ field: 'name', order: 'ASC' }, 'name') → DESC. */
export const toggledSort = (sort: SortPayload | undefined, field: string): SortPayload =>
  ({ field, order: sort?.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
