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
  if (definition.filters.length === 0) return null;
  const write = (field: string, value: unknown, empty: boolean) => {
    const { [field]: _previous, ...others } = filterValues ?? {};
    setFilters(empty ? others : { ...others, [field]: value });
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }} role="group" aria-label={translate('sd.list.filters')}>
      {definition.filters.map((filter) => (filter.kind === 'daterange' ? (
        <FilterDateRange
          key={filter.field}
          descriptor={filter.descriptor}
          value={(filterValues?.[filter.field] as DateRangeValue | undefined) ?? {}}
          onChange={(value) => write(filter.field, value, !value.from && !value.to)}
        />
      ) : (
        <FilterSelect
          key={filter.field}
          descriptor={filter.descriptor}
          multiple={filter.multiple !== false}
          value={(filterValues?.[filter.field] as Array<string | number> | undefined) ?? []}
          onChange={(value) => write(filter.field, value, value.length === 0)}
        />
      )))}
    </Box>
  );
}
