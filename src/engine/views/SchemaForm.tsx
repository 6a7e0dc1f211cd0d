import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { JSONSchema7 } from 'json-schema';
import { useGetOne, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DELAY } from '../constants';
import { useAlert } from '../hooks/useAlert';
import { messageOfError } from '../data/messageOfError';
import { useFormDescription } from '../hooks/useFormDescription';
import { useFormRules } from '../hooks/useFormRules';
import { useFormValidator, type FormValidation } from '../hooks/useFormValidator';
import { useSaveRecord } from '../hooks/useSaveRecord';
import { useServicePermissions } from '../hooks/useServicePermissions';
import {
  type ResourceDefinition,
  inactiveBranchFields,
  eitherBroken,
  withFollowers,
  formDefinition,
  flattenFormSchema,
  matchingBranches,
  type Matches,
  contextFrom,
  contextReturn,
  formTarget,
} from '../../kernel';
import { FORM_FIELDS } from '../widgets/NumberField';
import type { SchemaFormContext } from '../widgets/widgetContext';
import { AlertArea } from './AlertArea';
import { ConflictAlert } from './ConflictAlert';
import { makeTransformErrors, toExtraErrors } from './formErrors';
import { fieldHelp } from './fieldHelp';
import { FirstFieldsFirst } from './FirstFieldsFirst';
import { toFormData, toFormSchema, toUiSchema } from './formSchema';
import { ruledData } from './formRules';
import { hiddenFields, permissionSources } from './hiddenFields';

const FORM_TEMPLATES = { ObjectFieldTemplate: FirstFieldsFirst };

interface SchemaFormProps {
  definition: ResourceDefinition;
  /** The record to edit; without it (and without an :id in the route) the form creates. */
  id?: Identifier;
  /** Embedded (an add-new dialog): no title or page buttons, and a create hands the saved record here instead of leaving. */
  onCreated?(record: RaRecord): void;
  /** Embedded create opened from another record (an attach-new dialog): its save context, { change_id: '4' }; the create then leaves as the page's would. */
  context?: Record<string, string>;
}

/**
 * <SchemaForm definition={def} />: create, or edit the :id of the route, from the resource file, or
 * from the form the server describes when the file says so (x-api.form): the edit answer then
 * carries the record too.
 */
export default function SchemaForm({ definition, id: given, onCreated, context }: SchemaFormProps) {
  const params = useParams();
  const id = onCreated || context ? given : given ?? params.id;
  const translate = useTranslate();
  const described = definition.api.form !== undefined;
  const { data: record, isPending, refetch } = useGetOne(definition.name, { id: id! }, { enabled: id !== undefined && !described });
  const form = useFormDescription(definition, id);
  // The validators the server compiled for this form (the policy forbids compiling them here).
  const target = useMemo(() => (described ? form.data && formTarget(definition, form.data.schema) : formTarget(definition)), [described, form.data, definition]);
  const { validation, error } = useFormValidator(definition.name, target);
  // A newer model version's form (a property added) keeps drawing the version before until its own
  // validators are in, then swaps: the form is never taken away, so what was typed stays.
  const ready = useRef<{ definition: ResourceDefinition; validation: FormValidation }>(undefined);
  if (validation) ready.current = { definition, validation };
  const drawn = ready.current?.definition.name === definition.name ? ready.current : undefined;
  const loading = <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  const failed = (message: string) => <Alert severity="error" role="alert" sx={{ m: 2 }}>{message}</Alert>;
  if (described) {
    if (form.isPending) return loading;
    if (form.isError) return failed(messageOfError(form.error));
  }
  if (error !== undefined) return failed(translate('sd.form.validators_failed'));
  if (!drawn || (!described && id !== undefined && isPending)) return loading;
  if (described) {
    return <FormView key={String(id ?? 'new')} definition={drawn.definition} id={id} record={form.data!.record} schema={form.data!.schema}
      validation={drawn.validation} reload={() => form.refetch()} onCreated={onCreated} context={context} />;
  }
  return <FormView key={String(id ?? 'new')} definition={drawn.definition} id={id} record={record} validation={drawn.validation}
    reload={() => refetch()} onCreated={onCreated} context={context} />;
}

interface FormViewProps {
  definition: ResourceDefinition;
  id?: Identifier;
  record?: SchemaFormContext['record'];
  /** The server's form (x-api.form); without it the resource file is the form. */
  schema?: JSONSchema7;
  validation: FormValidation;
  reload(): void;
  onCreated?(record: RaRecord): void;
  context?: Record<string, string>;
}

/**
 * The file's definition, or one with the server form's fields: those of the branches whose condition
 * the data meets (a form group's fields while its type is chosen), or of all of them for 'all'.
 */
function useFormFields(definition: ResourceDefinition, schema: JSONSchema7 | undefined, data: Record<string, unknown> | 'all', matches: Matches) {
  const branches = !schema || data === 'all' ? 'all' : matchingBranches(schema, data, matches).join(',');
  return useMemo(() => (schema
    ? formDefinition(definition, flattenFormSchema(schema, branches === 'all' ? 'all' : branches.split(',').filter(Boolean).map(Number)))
    : definition), [definition, schema, branches]);
}

function FormView({ definition: file, id, record, schema, validation: { validator, matches }, reload, onCreated, context: given }: FormViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const editing = id !== undefined;
  // A create opened from another record (?problem_id=4) is linked to it by the server and returns to it.
  const [search] = useSearchParams();
  const context = useMemo(() => given ?? (editing || onCreated ? {} : contextFrom(file, search)), [given, editing, onCreated, file, search]);
  const embedded = onCreated !== undefined || given !== undefined;
  const returnTo = contextReturn(file, context);
  // Every field the form may show reads its start value, whichever branch the data then picks.
  const every = useFormFields(file, schema, 'all', matches);
  // x-follows holds from the start: a record with an approver opens with its status locked.
  const [formData, setFormData] = useState(() => withFollowers(every.writable, toFormData(every, record)));
  const definition = useFormFields(file, schema, formData, matches);
  const rules = useFormRules(definition, formData, record);
  const alert = useAlert(definition.formAlert);
  // Inputs gated by x-permission stay out of the form, and out of what it sends, until granted.
  const statusOf = useServicePermissions(useMemo(() => permissionSources(every.writable), [every]));
  // So are inputs only the other branch of the file's if/then/else requires (the target the user did not choose).
  // And inputs the form rules leave out: one of an x-either pair while the other has a value, a dependsOn input without options.
  const hiddenKey = [...hiddenFields(definition.writable, statusOf), ...inactiveBranchFields(file.file, formData, matches), ...rules.hidden].join(',');
  const hidden = useMemo(() => (hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const formSchema = useMemo(() => toFormSchema(definition, hidden), [definition, hidden]);
  const uiSchema = useMemo(() => toUiSchema(definition, hidden, rules.locked, fieldHelp(definition, rules.locked, editing, translate)),
    [definition, hidden, rules.locked, editing, translate]);
  const [submitted, setSubmitted] = useState(false);
  // Bumped when a create-only form is emptied: its inputs (rich text keeps its own state) start afresh.
  const [version, setVersion] = useState(0);
  // Set once a create succeeded: the form stays locked and says where it goes next.
  const [leaving, setLeaving] = useState(false);
  const current = useRef(formData);
  current.current = formData;
  const transformErrors = useMemo(() => makeTransformErrors(() => current.current, translate('sd.form.required')), [translate]);
  const { save, saving, fieldErrors, conflict, clearConflict } = useSaveRecord(file, record);
  // A reloaded record after an update replaces what the form shows; a newer model version alone does not.
  const read = useRef(record);
  useEffect(() => {
    if (!record || record === read.current) return;
    read.current = record;
    setFormData(withFollowers(every.writable, toFormData(every, record)));
  }, [every, record]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const formContext: SchemaFormContext = {
    record,
    formData,
    setField: (name, value) => setFormData((data) => ({ ...data, [name]: value })),
    optionsOf: rules.optionsOf,
    createTargets: definition.createTargets,
  };
  const afterCreate = (saved: RaRecord) => {
    if (onCreated) return onCreated(saved);
    const newId = saved.id;
    const { goto = 'list', delay = DELAY.afterCreate } = definition.afterCreate ?? {};
    // goto create: the form stays, emptied for the next one, the server's words in the alert area.
    if (goto === 'create') {
      setSubmitted(false);
      setFormData(toFormData(every, undefined));
      setVersion((n) => n + 1);
      return;
    }
    const target = returnTo?.path ?? ((goto === 'show' && definition.routes.show?.(newId))
      || (goto === 'edit' && definition.routes.edit?.(newId)) || definition.routes.list);
    setLeaving(true);
    timer.current = setTimeout(() => navigate(target), delay);
  };
  // x-either: with neither of the pair given, the form's alert area says so and nothing is sent.
  const eitherMissing = (data: Record<string, unknown>) => {
    const broken = eitherBroken(definition.either, data);
    if (broken) alert.show('error', definition.either!.message);
    return broken;
  };
  const onSubmit = async (submitted: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.entries(submitted).filter(([name]) => !hidden.includes(name)));
    if (eitherMissing(data)) return;
    // A server-described form sends what it shows, form-group fields included.
    const shown = schema ? definition.writable.filter((field) => !hidden.includes(field.name)) : undefined;
    const result = await save(data, id, Object.keys(context).length ? context : undefined, shown);
    if (!result) return;
    if (editing) reload();
    else afterCreate(result.data as RaRecord);
  };
  // A create-only resource's form is the resource itself: its label is the page's title.
  const title = definition.listed ? translate(editing ? 'sd.form.edit' : 'sd.form.create', { name: definition.title }) : definition.label;
  return (
    <Box sx={{ p: embedded ? 0 : 2, maxWidth: 900 }}>
      {!embedded && <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, '&::first-letter': { textTransform: 'uppercase' } }}>{title}</Typography>
        {editing && definition.routes.show && (
          <Button component={Link} to={definition.routes.show(id)}>{translate('sd.action.view')}</Button>
        )}
        {definition.listed && <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>}
      </Box>}
      <AlertArea area={definition.formAlert} />
      {/* Someone else saved since the form read the record: nothing was written, what was typed stays until a reload. */}
      {conflict && <ConflictAlert message={conflict} onReload={() => { clearConflict(); reload(); }} />}
      {leaving && (
        <Typography role="status" sx={{ my: 1 }}>
          {returnTo ? translate('sd.form.returning', { name: returnTo.title }) : translate('sd.form.redirecting')}
        </Typography>
      )}
      <Form
        key={version}
        // An embedded form sits on a page with a form of its own: its input ids must not clash.
        idPrefix={embedded ? `add_${definition.name}` : undefined}
        schema={formSchema}
        uiSchema={uiSchema}
        fields={FORM_FIELDS}
        templates={FORM_TEMPLATES}
        formData={formData}
        formContext={formContext}
        validator={validator}
        transformErrors={transformErrors}
        extraErrors={toExtraErrors(fieldErrors)}
        showErrorList={false}
        noHtml5Validate
        liveValidate={submitted}
        disabled={saving || leaving}
        onChange={(event) => setFormData((previous) => ruledData(every.writable, previous, event.formData as Record<string, unknown>))}
        onError={() => { setSubmitted(true); eitherMissing(current.current); }}
        onSubmit={(event) => { setSubmitted(true); void onSubmit(event.formData as Record<string, unknown>); }}
      >
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={saving || leaving}>
            {translate(editing ? 'sd.action.update' : 'sd.action.submit')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
