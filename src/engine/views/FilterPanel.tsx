import { Box } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { FILTER_KINDS } from '../filters/filterKinds';
import { panelFilters, panelValue } from '../filters/panelFilters';
import { useCustomFilters } from '../hooks/useCustomFilters';
import { usePendingFilters } from '../hooks/usePendingFilters';
import type { ResourceDefinition } from '../../kernel';
import { changedFilters } from './activeFilters';
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
 * One input per x-list filter, then one per custom field the server lists, each drawn by its kind
 * (FILTER_KINDS), under the saved filters. Changing any value makes the list an ad-hoc filter: the
 * saved filter's id is no longer sent, so what the panel shows is what filters.
 */
export function FilterPanel({ definition, savedFilterId, stacked = false }: FilterPanelProps) {
  const translate = useTranslate();
  const [filterValues, setFilters] = usePendingFilters();
  const { filters: custom } = useCustomFilters(definition);
  const filters = panelFilters(definition, custom);
  if (filters.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, my: 1 }}>
      <SavedFilterBar definition={definition} savedFilterId={savedFilterId} />
      <Box sx={stacked ? STACKED : { display: 'flex', gap: 2, flexWrap: 'wrap' }} role="group" aria-label={translate('sd.list.filters')}>
        {filters.map((filter) => {
          const { Input } = FILTER_KINDS[filter.kind];
          return (
            <Input key={`${filter.custom ? 'custom-' : ''}${filter.key}`} filter={filter} definition={definition} value={panelValue(filterValues, filter)}
              onChange={(value, empty) => setFilters(changedFilters(filterValues, filter.key, empty ? undefined : value, filter.custom))} />
          );
        })}
      </Box>
    </Box>
  );
}
