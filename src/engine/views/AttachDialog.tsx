import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { LookupItem, ServiceDeskDataProvider } from '../data';
import { useAlert } from '../hooks/useAlert';
import { messageOfError } from '../data/messageOfError';
import { useLinkOptions } from '../hooks/useLinkOptions';
import { ATTACH_LIST_MAX_HEIGHT } from '../constants';
import type { ResourceDefinition } from '../../kernel';
import { cutOption } from './cutOption';
import { dialogPaper } from './dialogPaper';
import { FilterSelect } from './FilterSelect';
import { linkPicker } from './linkPicker';
import { PickerDialog } from './PickerDialog';

interface AttachDialogProps {
  definition: ResourceDefinition;
  /** The x-links entry to attach to; the dialog is open while one is given. */
  link?: string;
  id: Identifier;
  onClose(): void;
  onAttached(): void;
}

/**
 * Attach targets to a record: a multi-select fed by the link's look-up (searching as the user types),
 * a single choice for a one-to-one link (max 1), submit disabled until something is chosen.
 * A refusal shows the server's words inside the dialog, which stays open, or with
 * x-show.attachRefusal "alert" closes it and goes to the alert area; success goes to the resource's alert area. A link with a picker shows its filters (the target's x-list selects) above
 * the choice, whose candidates then come from the target's list without the rows already linked.
 * A link with an attribute (a link type) asks for it too, required, from its options. 500 px for one
 * record (attach existing change), 600 for several; a picker with "checklist" is the spec's 950 px
 * attach-assets picker instead (PickerDialog).
 */
export function AttachDialog({ definition, link, id, onClose, onAttached }: AttachDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LookupItem[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [filters, setFilters] = useState<Record<string, Array<string | number>>>({});
  const [attribute, setAttribute] = useState('');
  const picker = link ? definition.links[link]?.picker : undefined;
  const checklist = picker?.checklist === true;
  const { options, loading } = useLinkOptions(definition, link, id, search, link !== undefined && !checklist, picker ? filters : undefined);
  // Every opening starts empty: reset while rendering the new link, before anything shows the old choices.
  const [openedFor, setOpenedFor] = useState(link);
  if (openedFor !== link) {
    setOpenedFor(link);
    setSearch('');
    setChosen([]);
    setError(undefined);
    setFilters({});
    setAttribute('');
  }
  const attributeSpec = link ? definition.links[link]?.attribute : undefined;
  const target = link ? definition.links[link]?.target : undefined;
  const pickerFilters = (picker?.filters ?? []).flatMap((field) => target?.filters.find((filter) => filter.key === field) ?? []);
  const single = link !== undefined && definition.links[link]?.max === 1;
  const names = (single ? target?.title : target?.label.toLowerCase()) ?? link ?? '';
  // A refusal: with x-show.attachRefusal "alert" the dialog closes and the page's alert area says why; else it is thrown back to the dialog.
  const attach = async (ids: Array<string | number>) => {
    try {
      const { meta } = await dataProvider.attach(definition.name, { link: link!, id, ids, ...(attributeSpec ? { attribute } : {}) });
      if (meta?.message) alert.show('success', meta.message);
      onAttached();
    } catch (failure) {
      if (definition.show.attachRefusal !== 'alert') throw failure;
      alert.show('error', messageOfError(failure));
      onClose();
    }
  };
  const submit = async () => {
    if (!link) return;
    setBusy(true);
    setError(undefined);
    await attach(chosen.map((item) => item.id)).catch((failure: unknown) => setError(messageOfError(failure)));
    setBusy(false);
  };
  if (link && checklist) {
    return (
      <PickerDialog key={link} picker={linkPicker(dataProvider, definition, link, id)} onAttach={attach} onClose={onClose}
        errorText={(failure) => { const text = messageOfError(failure); return translate(text, { _: text }); }}
        texts={{
          title: translate('sd.links.attach_title', { name: names }), filters: translate('sd.list.filters'), search: translate('sd.list.search'),
          apply: translate('sd.links.apply'), attach: translate('sd.links.attach'), cancel: translate('sd.action.cancel'),
          none: translate('sd.links.select_none', { name: names }), empty: translate('sd.links.no_data'), loading: translate('ra.page.loading'),
          list: translate('sd.links.choose', { name: names }), chosen: (count) => translate('sd.links.chosen', { count }),
        }} />
    );
  }
  return (
    <Dialog open={link !== undefined} onClose={onClose} aria-labelledby="sd-attach-title" maxWidth={false} slotProps={dialogPaper(single ? 'confirm' : 'attach')}>
      <DialogTitle id="sd-attach-title">{translate('sd.links.attach_title', { name: names })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{translate(error, { _: error })}</Alert>}
        {pickerFilters.length > 0 && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }} role="group" aria-label={translate('sd.list.filters')}>
            {pickerFilters.map((filter) => (
              <FilterSelect
                key={filter.key}
                descriptor={filter.descriptor}
                multiple={filter.multiple !== false}
                value={filters[filter.key] ?? []}
                onChange={(value) => setFilters((previous) => ({ ...previous, [filter.key]: value }))}
              />
            ))}
          </Box>
        )}
        <Autocomplete<LookupItem, boolean>
          multiple={!single}
          options={options}
          loading={loading}
          value={single ? chosen[0] ?? null : chosen}
          getOptionLabel={(item) => item.name}
          renderOption={cutOption}
          isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
          filterOptions={(all) => all}
          onInputChange={(_, text, reason) => { if (reason === 'input') setSearch(text); }}
          onChange={(_, next) => setChosen(next === null ? [] : [next].flat())}
          slotProps={{ listbox: { style: { maxHeight: ATTACH_LIST_MAX_HEIGHT } } }}
          renderInput={(params) => <TextField {...params} sx={{ mt: 1 }} label={translate('sd.links.choose', { name: names })} />}
        />
        {attributeSpec && (
          <TextField select required fullWidth sx={{ mt: 2 }} label={attributeSpec.label} value={attribute}
            onChange={(event) => setAttribute(event.target.value)}>
            {attributeSpec.options.map((option) => <MenuItem key={option.id} value={option.id}>{option.name}</MenuItem>)}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0 || (attributeSpec !== undefined && !attribute) || busy} onClick={submit}>{translate('sd.links.attach')}</Button>
      </DialogActions>
    </Dialog>
  );
}
