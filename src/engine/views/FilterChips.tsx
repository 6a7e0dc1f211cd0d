import { Box, Button, Chip } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { SAVED_FILTER, SEARCH_FILTER } from '../data';
import { formatDateTime } from '../fields/format';
import { useCustomFilters } from '../hooks/useCustomFilters';
import { useLookupNames } from '../hooks/useLookupNames';
import { useSavedFilters } from '../hooks/useSavedFilters';
import type { ResourceDefinition } from '../../kernel';
import { activeFilters, changedFilters, type ActiveFilter } from './activeFilters';

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
  const active = activeFilters(definition, filterValues, custom);
  const saved = savedFilterId !== undefined && filterValues?.[SAVED_FILTER] !== undefined;
  if (!active.length && !saved) return null;
  // The search stays (the search box shows it). On a saved filter's page, clearing leaves for the
  // plain list: the route would apply the saved values again.
  const search = filterValues?.[SEARCH_FILTER];
  const clear = () => (savedFilterId !== undefined ? navigate(definition.routes.list) : setFilters(search ? { [SEARCH_FILTER]: search } : {}));
  return (
    <Box role="group" aria-label={translate('sd.list.active_filters')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
      {saved && <SavedFilterChip definition={definition} id={savedFilterId} onDelete={clear} />}
      {active.map((filter) => (
        <FilterChip key={`${filter.custom}-${filter.key}`} filter={filter}
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

function FilterChip({ filter, onDelete }: { filter: ActiveFilter; onDelete(): void }) {
  const translate = useTranslate();
  const { value } = filter;
  const names = useLookupNames(value.kind === 'ids' ? value.lookup : undefined, value.kind === 'ids' ? value.ids : []);
  let shown: string;
  if (value.kind === 'ids') shown = value.ids.map((id) => value.options?.get(String(id)) ?? names.get(String(id)) ?? String(id)).join(', ');
  else if (value.kind === 'text') shown = value.text;
  else if (value.last) {
    const [count, unit = 'day'] = value.last.split('~');
    shown = translate('sd.list.last', { count, unit: translate(`sd.list.units.${unit}`, { _: unit }) });
  } else {
    const end = (bound: string) => (value.dates ? formatDateTime(bound) : bound);
    shown = value.from && value.to ? translate('sd.list.date_range', { from: end(value.from), to: end(value.to) })
      : value.from ? translate('sd.list.range_from', { from: end(value.from) }) : translate('sd.list.range_to', { to: end(value.to ?? '') });
  }
  return <RemovableChip label={translate('sd.list.chip', { name: filter.label, value: shown })} onDelete={onDelete} />;
}

/** The saved filter this page opened, by name; removing it goes back to the plain list. */
function SavedFilterChip({ definition, id, onDelete }: { definition: ResourceDefinition; id: Identifier; onDelete(): void }) {
  const translate = useTranslate();
  const { filters } = useSavedFilters(definition);
  const name = filters.find((filter) => String(filter.id) === String(id))?.name ?? String(id);
  return <RemovableChip label={translate('sd.saved_filters.chip', { name })} onDelete={onDelete} />;
}
