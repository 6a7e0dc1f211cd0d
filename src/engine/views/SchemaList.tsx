import { lazy, Suspense, useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ListBase, useListContext, useTranslate, type Identifier } from 'ra-core';
import { SEARCH_FILTER } from '../data';
import { registerMessages } from '../i18n';
import { useColumnChooser } from '../hooks/useColumnChooser';
import { useRowSelection } from '../hooks/useRowSelection';
import type { ResourceDefinition } from '../../kernel';
import { AlertArea } from './AlertArea';
import { CreateLink } from './CreateLink';
import { ListTable } from './ListTable';
import { OnceOpened } from './OnceOpened';
import { SearchBox } from './SearchBox';
import { selectionColumn } from './selectionColumn';

/** A lazily loaded part of the list that brings the filter words with it. */
const withFilterTexts = <M,>(load: () => Promise<M>) => () => Promise.all([load(), import('./listFilterMessages')])
  .then(([module, texts]) => { registerMessages(texts.listFilterMessages); return module; });
// The filter drawer (look-up selects, date ranges, saved filters) loads when it is first opened, the
// chips when a filter is first set: neither is needed by a list opened plain.
const FilterDrawer = lazy(withFilterTexts(() => import('./FilterDrawer').then((m) => ({ default: m.FilterDrawer }))));
const FilterChips = lazy(withFilterTexts(() => import('./FilterChips').then((m) => ({ default: m.FilterChips }))));
// Tools only some lists have (a column chooser, bulk actions, an export) load with the lists that have them.
const ColumnChooser = lazy(() => import('./ColumnChooser').then((m) => ({ default: m.ColumnChooser })));
const ListBulkActions = lazy(() => import('./ListBulkActions').then((m) => ({ default: m.ListBulkActions })));
const ExportLink = lazy(() => import('./ExportLink').then((m) => ({ default: m.ExportLink })));

interface SchemaListProps {
  definition: ResourceDefinition;
  /**
   * The list is the page: its filters, search, sort, page and page size live in the address, so a
   * reload, Back, a bookmark or a pasted link shows the same rows. A list inside another screen (a
   * tab, a dialog) leaves the address alone.
   */
  syncWithLocation?: boolean;
  /** A saved filter's page: its id, and the filter values the list starts with (its own included). */
  savedFilterId?: Identifier;
  initialFilter?: Record<string, unknown>;
}

/** <SchemaList definition={def} />: heading, search, filters, sortable table, pagination and row actions. */
export function SchemaList({ definition, syncWithLocation = false, savedFilterId, initialFilter }: SchemaListProps) {
  return (
    // No store: the address is the list's only memory, so the menu opens a list as it starts, and a
    // saved filter's page never lends its values to the plain list of the same resource.
    <ListBase
      resource={definition.name}
      sort={definition.defaultSort}
      perPage={definition.perPage}
      filterDefaultValues={initialFilter}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={false}
    >
      <ListView definition={definition} savedFilterId={savedFilterId} />
    </ListBase>
  );
}

function ListView({ definition, savedFilterId }: Pick<SchemaListProps, 'definition' | 'savedFilterId'>) {
  const translate = useTranslate();
  const { isPending, total, filterValues, data } = useListContext();
  const chooser = useColumnChooser(definition);
  const selection = useRowSelection(data);
  // Rows are ticked only where the list offers something to do with them (x-list.bulkActions).
  const start = (definition.file['x-list']?.bulkActions ?? []).length > 0 ? [selectionColumn(selection, translate)] : [];
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const [showFilters, setShowFilters] = useState(false);
  // Chips show for anything but a search alone (the search box shows that).
  const chips = Object.keys(filterValues ?? {}).some((key) => key !== SEARCH_FILTER) || savedFilterId !== undefined;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
          {definition.file['x-list']?.title}
        </Typography>
        <SearchBox />
        {(definition.filters.length > 0 || definition.file['x-list']?.customFields) && (
          <Button aria-haspopup="dialog" aria-expanded={showFilters} onClick={() => setShowFilters(true)} startIcon={<FilterListIcon />}>
            {translate('sd.list.filters')}
          </Button>
        )}
        <Suspense fallback={null}>
          {chooser.enabled && <ColumnChooser choices={chooser.choices} shown={chooser.shown} onToggle={chooser.toggle} onReset={chooser.reset} />}
          {start.length > 0 && <ListBulkActions definition={definition} selected={selection.selected} />}
          {definition.file['x-list']?.export && <ExportLink definition={definition} />}
        </Suspense>
        <CreateLink definition={definition} />
      </Box>
      <AlertArea area={definition.alert} />
      <OnceOpened open={showFilters}>
        <FilterDrawer definition={definition} savedFilterId={savedFilterId} open={showFilters} onClose={() => setShowFilters(false)} />
      </OnceOpened>
      {chips && <Suspense fallback={null}><FilterChips definition={definition} savedFilterId={savedFilterId} /></Suspense>}
      {isPending ? (
        <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>
      ) : total === 0 && !filtered ? (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{translate('sd.list.empty', { name: definition.label })}</Typography>
          <CreateLink definition={definition} />
        </Box>
      ) : (
        <ListTable definition={definition} columns={chooser.columns} start={start} />
      )}
    </Box>
  );
}
