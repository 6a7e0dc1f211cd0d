import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import { useGetOne, useTranslate, type Identifier } from 'ra-core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DELAY } from '../constants';
import { useSaveRecord } from '../hooks/useSaveRecord';
import { useServicePermissions } from '../hooks/useServicePermissions';
import type { ResourceDefinition } from '../schema/defineResource';
import { contextFrom, contextReturn } from '../schema/saveContext';
import type { SchemaFormContext } from '../widgets/widgetContext';
import { AlertArea } from './AlertArea';
import { makeTransformErrors, toExtraErrors } from './formErrors';
import { toFormData, toFormSchema, toUiSchema } from './formSchema';
import { formValidator } from './formValidator';
import { hiddenFields, permissionSources } from './hiddenFields';

interface SchemaFormProps {
  definition: ResourceDefinition;
  /** The record to edit; without it (and without an :id in the route) the form creates. */
  id?: Identifier;
}

/** <SchemaForm definition={def} />: create, or edit the :id of the route, from the resource file. */
export default function SchemaForm({ definition, id: given }: SchemaFormProps) {
  const params = useParams();
  const id = given ?? params.id;
  const translate = useTranslate();
  const { data: record, isPending, refetch } = useGetOne(definition.name, { id: id! }, { enabled: id !== undefined });
  if (id !== undefined && isPending) {
    return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  }
  return <FormView key={String(id ?? 'new')} definition={definition} id={id} record={record} reload={() => refetch()} />;
}

interface FormViewProps { definition: ResourceDefinition; id?: Identifier; record?: SchemaFormContext['record']; reload(): void }

function FormView({ definition, id, record, reload }: FormViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const editing = id !== undefined;
  // A create opened from another record (?problem_id=4) is linked to it by the server and returns to it.
  const [search] = useSearchParams();
  const context = useMemo(() => (editing ? {} : contextFrom(definition, search)), [editing, definition, search]);
  const returnTo = contextReturn(definition, context);
  // Inputs gated by x-permission stay out of the form, and out of what it sends, until granted.
  const statusOf = useServicePermissions(useMemo(() => permissionSources(definition.writable), [definition]));
  const hiddenKey = hiddenFields(definition.writable, statusOf).join(',');
  const hidden = useMemo(() => (hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const schema = useMemo(() => toFormSchema(definition, hidden), [definition, hidden]);
  const uiSchema = useMemo(() => toUiSchema(definition, hidden), [definition, hidden]);
  const [formData, setFormData] = useState(() => toFormData(definition, record));
  const [submitted, setSubmitted] = useState(false);
  // Set once a create succeeded: the form stays locked and says where it goes next.
  const [leaving, setLeaving] = useState(false);
  const current = useRef(formData);
  current.current = formData;
  const transformErrors = useMemo(() => makeTransformErrors(() => current.current, translate('sd.form.required')), [translate]);
  const { save, saving, fieldErrors } = useSaveRecord(definition);
  // A reloaded record after an update replaces what the form shows.
  useEffect(() => { if (record) setFormData(toFormData(definition, record)); }, [definition, record]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const formContext: SchemaFormContext = {
    record,
    formData,
    setField: (name, value) => setFormData((data) => ({ ...data, [name]: value })),
  };
  const afterCreate = (newId: Identifier) => {
    const { goto = 'list', delay = DELAY.afterCreate } = definition.afterCreate ?? {};
    const target = returnTo?.path ?? ((goto === 'show' && definition.routes.show?.(newId))
      || (goto === 'edit' && definition.routes.edit?.(newId)) || definition.routes.list);
    setLeaving(true);
    timer.current = setTimeout(() => navigate(target), delay);
  };
  const onSubmit = async (submitted: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.entries(submitted).filter(([name]) => !hidden.includes(name)));
    const result = await save(data, id, Object.keys(context).length ? context : undefined);
    if (!result) return;
    if (editing) reload();
    else afterCreate(result.data.id);
  };
  const title = translate(editing ? 'sd.form.edit' : 'sd.form.create', { name: definition.title });
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, '&::first-letter': { textTransform: 'uppercase' } }}>{title}</Typography>
        {editing && definition.routes.show && (
          <Button component={Link} to={definition.routes.show(id)}>{translate('sd.action.view')}</Button>
        )}
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={definition.alert} />
      {leaving && (
        <Typography role="status" sx={{ my: 1 }}>
          {returnTo ? translate('sd.form.returning', { name: returnTo.title }) : translate('sd.form.redirecting')}
        </Typography>
      )}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        validator={formValidator}
        transformErrors={transformErrors}
        extraErrors={toExtraErrors(fieldErrors)}
        showErrorList={false}
        noHtml5Validate
        liveValidate={submitted}
        disabled={saving || leaving}
        onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
        onError={() => setSubmitted(true)}
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
