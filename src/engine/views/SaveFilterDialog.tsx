import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { SavedFilter, ServiceDeskDataProvider } from '../data';
import type { ErrorBody } from '../data/httpError';
import { messageOfError } from '../data/messageOfError';
import { type ResourceDefinition, filterNameError, type FilterQuery } from '../../kernel';

interface SaveFilterDialogProps {
  definition: ResourceDefinition;
  open: boolean;
  /** The panel's values by query parameter, as the list request sends them. */
  filter: FilterQuery;
  onSaved(saved: SavedFilter, message?: string): void;
  onClose(): void;
}

/** Asks a name for the panel's current values and saves them; a refusal stays in the dialog, under the name when it is about the name. */
export function SaveFilterDialog({ definition, open, filter, onSaved, onClose }: SaveFilterDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => { setName(''); setNameError(undefined); setFailure(undefined); onClose(); };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = filterNameError(name);
    setNameError(problem);
    setFailure(undefined);
    if (problem) return;
    setBusy(true);
    try {
      const { data, meta } = await dataProvider.saveFilter(definition.name, name.trim(), filter);
      setName('');
      onSaved(data, meta?.message);
    } catch (error) {
      const fields = (error as { body?: ErrorBody }).body?.errors ?? {};
      setNameError(fields.name);
      // Anything but the name (no values, a value the server refuses) is said above the field.
      const others = Object.entries(fields).filter(([field]) => field !== 'name').map(([, message]) => message);
      if (others.length || !fields.name) setFailure(others.length ? others.join(' ') : messageOfError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="sd-save-filter-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sd-save-filter-title">{translate('sd.saved_filters.save_title')}</DialogTitle>
        <DialogContent>
          {failure && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{failure}</Alert>}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('sd.saved_filters.name')}
            value={name}
            error={nameError !== undefined}
            helperText={nameError}
            onChange={(event) => { setName(event.target.value); setNameError(undefined); }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('sd.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{translate('sd.action.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
