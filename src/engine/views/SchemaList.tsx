import { lazy, Suspense, useState } from 'react';
import { Badge, Box, Button, CircularProgress, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ListBase, useListContext, useTranslate, type Identifier } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { CUSTOM_FILTERS } from '../data';
import { useColumnChooser } from '../hooks/useColumnChooser';
import { useRowSelection } from '../hooks/useRowSelection';
import type { ResourceDefinition } from '../schema/defineResource';
import { AlertArea } from './AlertArea';
import { ColumnChooser } from './ColumnChooser';
import { CreateLink } from './CreateLink';
import { ExportLink } from './ExportLink';
import { ListBulkActions } from './ListBulkActions';
import { ListTable } from './ListTable';
import { SearchBox } from './SearchBox';
import { selectionColumn } from './selectionColumn';

// The filter panel (look-up selects, date ranges, saved filters) loads when it is first opened.
const FilterPanel = lazy(() => import('./FilterPanel').then((m) => ({ default: m.FilterPanel })));

interface SchemaListProps {
  definition: ResourceDefinition;
  /** A saved filter's page: its id, and the filter values the list starts with (its own included). */
  savedFilterId?: Identifier;
  initialFilter?: Record<string, unknown>;
}

/** <SchemaList definition={def} />: heading, search, filters, sortable table, pagination and row actions. */
export function SchemaList({ definition, savedFilterId, initialFilter }: SchemaListProps) {
  return (
    <ListBase
      resource={definition.name}
      sort={definition.defaultSort}
      perPage={DEFAULT_PAGE_SIZE}
      filterDefaultValues={initialFilter}
      disableSyncWithLocation
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
  // A saved filter's page opens with the panel showing its values.
  const [showFilters, setShowFilters] = useState(savedFilterId !== undefined);
  const customCount = Object.keys((filterValues?.[CUSTOM_FILTERS] ?? {}) as object).length;
  const active = customCount + Object.keys(filterValues ?? {}).filter((key) => definition.filters.some((filter) => filter.key === key)).length;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
          {definition.file['x-list']?.title}
        </Typography>
        <SearchBox />
        {(definition.filters.length > 0 || definition.file['x-list']?.customFields) && (
          <Button aria-expanded={showFilters} aria-controls="sd-filter-panel" onClick={() => setShowFilters((shown) => !shown)}
            startIcon={<Badge badgeContent={active} color="primary"><FilterListIcon /></Badge>}>
            {translate('sd.list.filters')}
          </Button>
        )}
        {chooser.enabled && <ColumnChooser choices={chooser.choices} shown={chooser.shown} onToggle={chooser.toggle} onReset={chooser.reset} />}
        {start.length > 0 && <ListBulkActions definition={definition} selected={selection.selected} />}
        <ExportLink definition={definition} />
        <CreateLink definition={definition} />
      </Box>
      <AlertArea area={definition.alert} />
      {showFilters && (
        <Box id="sd-filter-panel">
          <Suspense fallback={<CircularProgress size={24} />}><FilterPanel definition={definition} savedFilterId={savedFilterId} /></Suspense>
        </Box>
      )}
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
