import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { SAVED_FILTER, type SavedFilter, type ServiceDeskDataProvider } from '../data';
import { useAlert } from '../hooks/useAlert';
import { messageOfError } from '../data/messageOfError';
import { useSavedFilters } from '../hooks/useSavedFilters';
import { type ResourceDefinition, filterQuery } from '../../kernel';
import { ConfirmDialog } from './ConfirmDialog';
import { SaveFilterDialog } from './SaveFilterDialog';

/**
 * The filter panel's saved filters (x-list.savedFilters): a choice of the caller's filters, each
 * opening the saved-filter route; "Save filter" for the panel's values; on a saved filter's page,
 * "Delete filter" (confirmed), which returns to the plain list.
 */
export function SavedFilterBar({ definition, savedFilterId }: { definition: ResourceDefinition; savedFilterId?: Identifier }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const { filterValues } = useListContext();
  const { filters, refresh } = useSavedFilters(definition);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const route = definition.routes.filter;
  if (!route) return null;
  const values = filterQuery(definition, filterValues);
  const current = filters.find((filter) => String(filter.id) === String(savedFilterId));
  const saved = async (filter: SavedFilter, message?: string) => {
    setSaving(false);
    if (message) alert.show('success', message);
    await refresh();
    navigate(route(filter.id));
  };
  const remove = async () => {
    if (savedFilterId === undefined) return;
    setBusy(true);
    try {
      const { meta } = await dataProvider.deleteFilter(definition.name, savedFilterId);
      if (meta?.message) alert.show('success', meta.message);
      // Away first: this page would otherwise see its filter gone from the refreshed list and say so.
      navigate(definition.routes.list);
      void refresh();
    } catch (error) {
      alert.show('error', messageOfError(error));
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        sx={{ width: 280 }}
        label={translate('sd.saved_filters.label')}
        value={current ? String(current.id) : ''}
        disabled={filters.length === 0}
        helperText={filters.length === 0 ? translate('sd.saved_filters.none') : undefined}
        // Why the choice is empty is news to read, not part of the disabled control: full contrast.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        onChange={(event) => navigate(route(event.target.value))}
      >
        {filters.map((filter) => <MenuItem key={filter.id} value={String(filter.id)}>{filter.name}</MenuItem>)}
      </TextField>
      <Button variant="outlined" disabled={Object.keys(values).length === 0} onClick={() => setSaving(true)}>
        {translate('sd.saved_filters.save')}
      </Button>
      {current && (
        <Button color="error" onClick={() => setDeleting(true)}>{translate('sd.saved_filters.delete')}</Button>
      )}
      {current && filterValues?.[SAVED_FILTER] === undefined && (
        <Typography variant="body2" color="text.secondary">{translate('sd.saved_filters.changed')}</Typography>
      )}
      <SaveFilterDialog definition={definition} open={saving} filter={values} onSaved={saved} onClose={() => setSaving(false)} />
      <ConfirmDialog
        open={deleting}
        title={translate('sd.saved_filters.delete_title')}
        question={translate('sd.saved_filters.delete_confirm', { name: current?.name ?? '' })}
        confirm={translate('sd.action.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
