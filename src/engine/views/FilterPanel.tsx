import { Box } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'ra-core';
import { CUSTOM_FILTERS } from '../data';
import type { DateRangeValue } from '../data/records';
import { useCustomFilters } from '../hooks/useCustomFilters';
import { useListRanges } from '../hooks/useListRanges';
import { type ResourceDefinition, type NumberRangeValue, isEmptyRange } from '../../kernel';
import { changedFilters } from './activeFilters';
import { CustomFilterInput } from './CustomFilterInput';
import { FilterDateRange } from './FilterDateRange';
import { FilterNumberRange } from './FilterNumberRange';
import { FilterSelect } from './FilterSelect';
import { FilterText } from './FilterText';
import { SavedFilterBar } from './SavedFilterBar';

// Selects and typed filters take the drawer's width (their own is a side-by-side width).
const STACKED = { display: 'flex', flexDirection: 'column', gap: 2, '& > .MuiAutocomplete-root, & > .MuiTextField-root': { width: '100%' } } as const;

interface FilterPanelProps {
  definition: ResourceDefinition;
  /** The saved filter the list was opened with (its route's id). */
  savedFilterId?: Identifier;
  /** One input a line, each as wide as the panel (the list's filter drawer); else side by side, wrapping. */
  stacked?: boolean;
}

/**
 * One input per x-list filter (a select of ids, a date range or a number range { from, to }), then one per custom
 * field the server lists, under the saved filters. Changing any value makes the list an ad-hoc
 * filter: the saved filter's id is no longer sent, so what the panel shows is what filters.
 */
export function FilterPanel({ definition, savedFilterId, stacked = false }: FilterPanelProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { filters: custom } = useCustomFilters(definition);
  const ranges = useListRanges(definition);
  // An exclude filter (a picker's "not linked to") is the attach dialog's, not the panel's.
  const shown = definition.filters.filter((filter) => !filter.exclude);
  if (shown.length === 0 && custom.length === 0) return null;
  // Filters are kept under their key: the field, or the param of a link filter (several match on id).
  const write = (key: string, value: unknown, empty: boolean) => setFilters(changedFilters(filterValues, key, empty ? undefined : value));
  const customValues = (filterValues?.[CUSTOM_FILTERS] ?? {}) as Record<string, unknown>;
  const writeCustom = (key: string, value: unknown, empty: boolean) => setFilters(changedFilters(filterValues, key, empty ? undefined : value, true));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, my: 1 }}>
      <SavedFilterBar definition={definition} savedFilterId={savedFilterId} />
      <Box sx={stacked ? STACKED : { display: 'flex', gap: 2, flexWrap: 'wrap' }} role="group" aria-label={translate('sd.list.filters')}>
        {shown.map((filter) => (filter.kind === 'daterange' ? (
          <FilterDateRange
            key={filter.key}
            descriptor={filter.descriptor}
            value={(filterValues?.[filter.key] as DateRangeValue | undefined) ?? {}}
            relative={!filter.end}
            onChange={(value) => write(filter.key, value, isEmptyRange(value))}
          />
        ) : filter.kind === 'numberrange' ? (
          <FilterNumberRange
            key={filter.key}
            descriptor={filter.descriptor}
            range={ranges[filter.field]}
            value={(filterValues?.[filter.key] as NumberRangeValue | undefined) ?? {}}
            onChange={(value) => write(filter.key, value, !value.from && !value.to)}
          />
        ) : filter.kind === 'text' ? (
          <FilterText
            key={filter.key}
            descriptor={filter.descriptor}
            value={(filterValues?.[filter.key] as string | undefined) ?? ''}
            onChange={(value) => write(filter.key, value, value.trim() === '')}
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
        {custom.map((filter) => (
          <CustomFilterInput key={`custom-${filter.key}`} filter={filter} value={customValues[filter.key]}
            onChange={(value, empty) => writeCustom(filter.key, value, empty)} />
        ))}
      </Box>
    </Box>
  );
}
