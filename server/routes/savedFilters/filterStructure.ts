import { type CustomFilterOption, type FilterKindName, type ResourceDefinition, filterKindName } from '../../../src/kernel';

/**
 * One filter of a list as the filter-structure endpoint describes it: the query parameter it is sent
 * under (`key`, and `end` for a range sent as two parameters), the property it filters, how it reads
 * (its kind: `ids` indexed ids or option values, `daterange` date::from~to or, with `end`, two
 * timestamps, `numberrange` from~to, `text` words), and where its options come from.
 */
export interface FilterStructureEntry {
  key: string;
  end?: string;
  field: string;
  label: string;
  type: FilterKindName;
  multiple: boolean;
  lookup?: string;
  options?: CustomFilterOption[];
}

/**
 * The filters a list's panel shows, in file order, as plain data for clients that build their panel
 * from the server; an attach picker's exclude filter is not one of them.
 * filterStructure(def) → [{ key: 'dept_ids', field: 'department_id', label: 'Department', type: 'ids', multiple: true, lookup: '/api/dependency/departments' }, ...]
 */
export function filterStructure(definition: ResourceDefinition): FilterStructureEntry[] {
  return definition.filters.filter((filter) => !filter.exclude).map((filter): FilterStructureEntry => {
    const { descriptor } = filter;
    const entry: FilterStructureEntry = {
      key: filter.param,
      field: filter.field,
      label: descriptor.label,
      type: filterKindName(filter),
      // Only a select of ids takes several values.
      multiple: filterKindName(filter) === 'ids' && filter.multiple !== false,
    };
    if (filter.end) entry.end = filter.end;
    if (descriptor.reference) entry.lookup = descriptor.reference.lookup;
    else if (descriptor.choices) entry.options = descriptor.choices.map((choice) => ({ id: choice.value as string | number, name: choice.label }));
    return entry;
  });
}
