import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { PlanningEntry, ServiceDeskDataProvider } from '../data';
import { readVersion } from '../data/planning';
import { isConflict, type ErrorBody } from '../data/httpError';
import { useAlert } from '../hooks/useAlert';
import { useRead } from '../hooks/useRead';
import { messageOfError } from '../data/messageOfError';
import { usePlanningLabel } from '../hooks/usePlanningLabel';
import { type ResourceDefinition, planningKind, validatePlanningEntry } from '../../kernel';
import { ConflictAlert } from './ConflictAlert';
import { PlanningFields, type PlanningValues } from './PlanningFields';
import { MODAL_FORM_BOX } from './modalFormBox';

interface PlanningDialogProps {
  definition: ResourceDefinition;
  id: Identifier;
  /** The kind being written; the dialog is open while it is set. */
  entryKey?: string;
  /** Called when the dialog closes, saved or not, so the page reloads its flags, record and tabs. */
  onClose(): void;
}

/** The planning popup of one kind: loads the entry, checks it with the server's rules, saves it and reports to the resource's alert area. */
export function PlanningDialog({ definition, id, entryKey, onClose }: PlanningDialogProps) {
  const labelOf = usePlanningLabel(definition);
  return (
    <Dialog open={entryKey !== undefined} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="sd-planning-dialog">
      <DialogTitle id="sd-planning-dialog">{entryKey === undefined ? '' : labelOf(entryKey)}</DialogTitle>
      {/* Keyed by kind, so every opening starts from the stored entry. */}
      {entryKey !== undefined && <PlanningForm key={entryKey} definition={definition} id={id} entryKey={entryKey} onClose={onClose} />}
    </Dialog>
  );
}

function PlanningForm({ definition, id, entryKey, onClose }: PlanningDialogProps & { entryKey: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const spec = definition.planning!;
  const titled = Boolean(planningKind(spec, entryKey)?.title);
  const [values, setValues] = useState<PlanningValues>({ description: '', title: '', removeFile: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A failed load is silent: the popup opens empty, as for a kind not written yet. A reload
  // after a refused save reads the entry again.
  const { data: entry, reload } = useRead(JSON.stringify([definition.name, id, entryKey]), () => dataProvider.planningEntry(definition.name, id, entryKey)
    .catch((): PlanningEntry => ({ key: entryKey, description: '', attachment: null })));
  // Each entry read replaces the typed values, as the render that shows it begins.
  const [valuesOf, setValuesOf] = useState<PlanningEntry>();
  if (entry && entry !== valuesOf) {
    setValuesOf(entry);
    setValues({ description: entry.description, title: entry.title ?? '', removeFile: false });
  }
  const change = (next: Partial<PlanningValues>) => {
    setValues((previous) => ({ ...previous, ...next }));
    // A changed input drops its own message; the file inputs answer to the server's "attachment".
    const touched = Object.keys(next).map((name) => (name === 'file' || name === 'removeFile' ? 'attachment' : name));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !touched.includes(field))));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const write = {
      key: entryKey, description: values.description, title: titled ? values.title : undefined, file: values.file, removeFile: values.removeFile,
      version: entry && readVersion(entry),
    };
    const found = validatePlanningEntry(spec, write);
    setErrors(found);
    setFailure(undefined);
    setConflict(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { meta } = await dataProvider.savePlanning(definition.name, id, write);
      if (meta?.message) alert.show('success', meta.message);
      onClose();
    } catch (error) {
      // A 412 names fields: the messages go under them; anything else stays in the popup (it stays open).
      const fields = (error as { body?: ErrorBody }).body?.errors ?? {};
      if (isConflict(error)) setConflict(messageOfError(error));
      else {
        if (Object.keys(fields).length) setErrors(fields);
        if (!fields.description && !fields.title && !fields.attachment) setFailure(messageOfError(error));
      }
      setBusy(false);
    }
  };
  if (!entry) return <DialogContent><LinearProgress aria-label={translate('ra.page.loading')} /></DialogContent>;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={MODAL_FORM_BOX}>
        {failure && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{translate(failure, { _: failure })}</Alert>}
        {conflict && <ConflictAlert message={conflict} onReload={() => { setConflict(undefined); reload(); }} />}
        <div className="sd-modal-fields">
          <PlanningFields values={values} titled={titled} stored={entry.attachment} errors={errors} disabled={busy} onChange={change} />
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>{translate('sd.action.submit')}</Button>
      </DialogActions>
    </form>
  );
}
