import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ErrorBody } from '../data/httpError';
import { useAlert } from '../hooks/useAlert';
import { messageOfError } from '../data/messageOfError';
import { bulkActionOf, bulkChoiceErrors, type BulkChoice, type ResourceDefinition } from '../../kernel';
import { BulkFields } from './BulkFields';
import { MODAL_FIELDS } from './modalFormBox';

interface BulkDialogProps {
  definition: ResourceDefinition;
  link: string;
  /** The owning record and the chosen linked rows. */
  id: Identifier;
  ids: Identifier[];
  /** The action being applied; the dialog is open while one is given. */
  type?: string;
  onClose(): void;
  onDone(): void;
}

/** One bulk action's dialog; keyed by action so every opening starts empty. */
export function BulkDialog(props: BulkDialogProps) {
  const translate = useTranslate();
  const bulk = props.definition.links[props.link]?.bulk;
  const action = props.type === undefined || !bulk ? undefined : bulkActionOf(bulk, props.type);
  return (
    <Dialog open={action !== undefined} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="sd-bulk-title">
      <DialogTitle id="sd-bulk-title" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {action ? translate(action.label, { _: action.label }) : ''}
      </DialogTitle>
      {action && <BulkForm key={action.type} {...props} type={action.type} />}
    </Dialog>
  );
}

/**
 * Submit stays disabled until the spec's rules hold (bulkChoiceErrors, the server's own); the
 * server's refusals are listed inside the dialog, which stays open; success goes to the resource's
 * alert area and hands over to onDone (the tab reloads and the selection clears).
 */
function BulkForm({ definition, link, id, ids, type, onClose, onDone }: BulkDialogProps & { type: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const { bulk, target } = definition.links[link];
  const action = bulkActionOf(bulk!, type)!;
  const [choice, setChoice] = useState<BulkChoice>({ type });
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = ids.length > 0 && Object.keys(bulkChoiceErrors(bulk!, choice)).length === 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailures([]);
    try {
      const { meta } = await dataProvider.bulk(definition.name, { link, id, ids, choice });
      if (meta?.message) alert.show('success', meta.message);
      onDone();
    } catch (error) {
      const fields = Object.values((error as { body?: ErrorBody }).body?.errors ?? {});
      setFailures(fields.length ? fields : [messageOfError(error)]);
      setBusy(false);
    }
  };
  const noun = ids.length === 1 ? target?.title : target?.label.toLowerCase();
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={MODAL_FIELDS}>
        {failures.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failures.map((message) => <Box key={message}>{translate(message, { _: message })}</Box>)}
          </Alert>
        )}
        <Box sx={{ mb: 2 }}>{translate('sd.bulk.chosen', { count: ids.length, name: noun ?? '' })}</Box>
        <BulkFields target={target!} action={action} choice={choice} disabled={busy}
          onChange={(next) => setChoice((old) => ({ ...old, ...next }))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!ready || busy}>{translate('sd.action.submit')}</Button>
      </DialogActions>
    </form>
  );
}
