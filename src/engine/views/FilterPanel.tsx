import { Box } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { DateRangeValue } from '../data/records';
import type { ResourceDefinition } from '../schema/defineResource';
import { FilterDateRange } from './FilterDateRange';
import { FilterSelect } from './FilterSelect';

/** One input per x-list filter: a select of ids (values are arrays) or a date range ({ from, to }). */
export function FilterPanel({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  // An exclude filter (a picker's "not linked to") is the attach dialog's, not the panel's.
  const shown = definition.filters.filter((filter) => !filter.exclude);
  if (shown.length === 0) return null;
  // Filters are kept under their key: the field, or the param of a link filter (several match on id).
  const write = (key: string, value: unknown, empty: boolean) => {
    const { [key]: _previous, ...others } = filterValues ?? {};
    setFilters(empty ? others : { ...others, [key]: value });
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }} role="group" aria-label={translate('sd.list.filters')}>
      {shown.map((filter) => (filter.kind === 'daterange' ? (
        <FilterDateRange
          key={filter.key}
          descriptor={filter.descriptor}
          value={(filterValues?.[filter.key] as DateRangeValue | undefined) ?? {}}
          onChange={(value) => write(filter.key, value, !value.from && !value.to)}
        />
      ) : (
        <FilterSelect
          key={filter.key}
          descriptor={filter.descriptor}
          multiple={filter.multiple !== false}
          value={(filterValues?.[filter.key] as Array<string | number> | undefined) ?? []}
          onChange={(value) => write(filter.key, value, value.length === 0)}
        />
      )))}
    </Box>
  );
}
