import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import Form from '@rjsf/mui';
import { useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import type { ErrorBody } from '../data/httpError';
import { useAlert } from '../hooks/useAlert';
import { useFormValidator } from '../hooks/useFormValidator';
import { messageOfError } from '../data/messageOfError';
import { type ResourceDefinition, commandTarget } from '../../kernel';
import { AlertArea } from './AlertArea';
import { commandDefinition, commandStartData, lockedUi, missingInputs } from './commandForm';
import { dialogPaper } from './dialogPaper';
import { makeTransformErrors, toExtraErrors } from './formErrors';
import { toFormSchema, toUiSchema } from './formSchema';
import { MODAL_FORM_BOX } from './modalFormBox';

interface CommandDialogProps {
  definition: ResourceDefinition;
  /** The x-actions command whose `fields` the dialog asks for. */
  name: string;
  record: RaRecord;
  onClose(): void;
  /** After a success: the page reloads. */
  onDone(): void;
}

/**
 * A form dialog for an x-actions command with fields or inputs (time spent on a record, a renewal's
 * term, a rejection's reason): the current values and presets, the properties' own validation, the
 * command's width and locks, submit held back while a required input is empty; the success goes to
 * the resource's alert area, which outlives the dialog, and so does a refusal unless `keepOpen`.
 */
export default function CommandDialog({ definition, name, record, onClose, onDone }: CommandDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const command = definition.actions!.commands![name];
  const area = command.area ?? definition.alert;
  const alert = useAlert(area);
  const pageAlert = useAlert(definition.alert);
  const form = useMemo(() => commandDefinition(definition, name), [definition, name]);
  const { validation, error } = useFormValidator(definition.name, useMemo(() => commandTarget(definition, name), [definition, name]));
  const [formData, setFormData] = useState(() => commandStartData(definition, name, record));
  const uiSchema = useMemo(() => lockedUi(definition, name, toUiSchema(form)), [definition, name, form]);
  // Widgets that write a partner property (a date range's end) do it through the form context.
  const formContext = { record, formData, setField: (field: string, value: unknown) => setFormData((data) => ({ ...data, [field]: value })) };
  const waiting = missingInputs(definition, name, formData).length > 0;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = command.label ?? name;
  const titleId = `sd-command-${name}`;
  const transformErrors = useMemo(() => makeTransformErrors(() => formData, translate('sd.form.required')), [formData, translate]);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFieldErrors(undefined);
    alert.clear();
    try {
      const { meta } = await dataProvider.command(definition.name, name, record.id, values);
      if (meta?.message) pageAlert.show('success', meta.message);
      onDone();
    } catch (error) {
      const fields = (error as { body?: ErrorBody }).body?.errors ?? {};
      setBusy(false);
      if (Object.keys(fields).length) setFieldErrors(fields);
      else if (command.keepOpen) alert.show('error', messageOfError(error));
      else {
        // Most dialogs close on a refusal and the page says why; a reminder keeps what was typed.
        pageAlert.show('error', messageOfError(error));
        onClose();
      }
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} aria-labelledby={titleId} slotProps={dialogPaper(command.width ?? 'confirm')}>
      <DialogTitle id={titleId} sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {translate(`sd.action.${label}`, { _: label })}
      </DialogTitle>
      <DialogContent>
        <AlertArea area={area} />
        {/* A command that asks for values and has a question says it first: what the command will do. */}
        {command.confirm && <DialogContentText sx={{ mb: 2 }}>{translate(command.confirm, { name: definition.title })}</DialogContentText>}
        {error !== undefined && <Alert severity="error" role="alert">{translate('sd.form.validators_failed')}</Alert>}
        {!validation && error === undefined && <Box sx={{ p: 2, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>}
        {validation && <Box sx={MODAL_FORM_BOX}><Form
          schema={toFormSchema(form)}
          uiSchema={uiSchema}
          formData={formData}
          formContext={formContext}
          validator={validation.validator}
          transformErrors={transformErrors}
          extraErrors={toExtraErrors(fieldErrors)}
          showErrorList={false}
          noHtml5Validate
          liveValidate={submitted}
          disabled={busy}
          onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
          onError={() => setSubmitted(true)}
          onSubmit={(event) => { setSubmitted(true); void submit(event.formData as Record<string, unknown>); }}
        >
          <DialogActions sx={{ px: 0 }}>
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || waiting}>{translate('sd.action.submit')}</Button>
          </DialogActions>
        </Form></Box>}
      </DialogContent>
    </Dialog>
  );
}
