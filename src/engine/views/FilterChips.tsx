import { Box, Button, Chip } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { SAVED_FILTER, SEARCH_FILTER } from '../data';
import type { FilterKind } from '../filters/filterKind';
import { useCustomFilters } from '../hooks/useCustomFilters';
import { useSavedFilters } from '../hooks/useSavedFilters';
import type { ResourceDefinition } from '../../kernel';
import { activeFilterKinds, changedFilters, type ActiveFilter } from './activeFilters';

interface FilterChipsProps {
  definition: ResourceDefinition;
  /** The saved filter whose page this is: its chip leads back to the plain list. */
  savedFilterId?: Identifier;
}

/**
 * The filters the list is narrowed by, one removable chip each ('Department: Sales, Legal'), with the
 * names the filter's look-up gives its ids, and a button clearing them all. A chip is a button: click,
 * Enter or Delete removes its filter.
 */
export function FilterChips({ definition, savedFilterId }: FilterChipsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues, setFilters } = useListContext();
  const { filters: custom } = useCustomFilters(definition);
  const active = activeFilterKinds(definition, filterValues, custom);
  const saved = savedFilterId !== undefined && filterValues?.[SAVED_FILTER] !== undefined;
  if (!active.length && !saved) return null;
  // The search stays (the search box shows it). On a saved filter's page, clearing leaves for the
  // plain list: the route would apply the saved values again.
  const search = filterValues?.[SEARCH_FILTER];
  const clear = () => (savedFilterId !== undefined ? navigate(definition.routes.list) : setFilters(search ? { [SEARCH_FILTER]: search } : {}));
  return (
    <Box role="group" aria-label={translate('sd.list.active_filters')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
      {saved && <SavedFilterChip definition={definition} id={savedFilterId} onDelete={clear} />}
      {active.map(({ active: filter, kind }) => (
        <FilterChip key={`${filter.custom}-${filter.key}`} filter={filter} kind={kind}
          onDelete={() => setFilters(changedFilters(filterValues, filter.key, undefined, filter.custom))} />
      ))}
      <Button size="small" onClick={clear}>{translate('sd.list.clear_filters')}</Button>
    </Box>
  );
}

/** A removable chip named 'label: value'; the whole chip is the remove button. */
function RemovableChip({ label, onDelete }: { label: string; onDelete(): void }) {
  const translate = useTranslate();
  return (
    <Chip size="small" label={label} title={label} aria-label={translate('sd.list.remove_filter', { filter: label })}
      onClick={onDelete} onDelete={onDelete} sx={{ maxWidth: 360 }} />
  );
}

/** An active filter's chip, its value in the words of its kind ('Department: Sales, Legal'). */
function FilterChip({ filter, kind, onDelete }: { filter: ActiveFilter; kind: FilterKind; onDelete(): void }) {
  const translate = useTranslate();
  // A chip's key is its filter's, whose kind never changes: the same hook runs on every render.
  const shown = kind.useChipText(filter.value);
  return <RemovableChip label={translate('sd.list.chip', { name: filter.label, value: shown })} onDelete={onDelete} />;
}

/** The saved filter this page opened, by name; removing it goes back to the plain list. */
function SavedFilterChip({ definition, id, onDelete }: { definition: ResourceDefinition; id: Identifier; onDelete(): void }) {
  const translate = useTranslate();
  const { filters } = useSavedFilters(definition);
  const name = filters.find((filter) => String(filter.id) === String(id))?.name ?? String(id);
  return <RemovableChip label={translate('sd.saved_filters.chip', { name })} onDelete={onDelete} />;
}
