import { Box } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { ResourceDefinition } from '../schema/defineResource';
import { FilterSelect } from './FilterSelect';

/** One select per x-list filter; values are arrays under the filter's field name. */
export function FilterPanel({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (definition.filters.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }} role="group" aria-label={translate('sd.list.filters')}>
      {definition.filters.map((filter) => (
        <FilterSelect
          key={filter.field}
          descriptor={filter.descriptor}
          multiple={filter.multiple !== false}
          value={(filterValues?.[filter.field] as Array<string | number> | undefined) ?? []}
          onChange={(value) => {
            const { [filter.field]: _previous, ...others } = filterValues ?? {};
            setFilters(value.length > 0 ? { ...others, [filter.field]: value } : others);
          }}
        />
      ))}
    </Box>
  );
}
