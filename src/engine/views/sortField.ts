import type { ResourceDefinition } from '../schema/defineResource';
import type { FieldDescriptor } from '../schema/describeField';

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
