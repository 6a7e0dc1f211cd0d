import { useMemo, useState } from 'react';
import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import { useQuery } from '@tanstack/react-query';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate, type RaRecord } from 'ra-core';
import { defineResource, getPath, type ResourceDefinition, type ResourceFile } from '../../kernel';
import { FieldList } from '../../engine/views/FieldList';
import { FirstFieldsFirst } from '../../engine/views/FirstFieldsFirst';
import { toFormSchema, toUiSchema } from '../../engine/views/formSchema';
import { ListTable } from '../../engine/views/ListTable';
import { FORM_FIELDS } from '../../engine/widgets/NumberField';
import type { SchemaFormContext } from '../../engine/widgets/widgetContext';
import { http } from '../http';
import type { ModelFiles } from './draftStore';
import { checkOf, checkRequest } from './modelApi';
import type { ModelResource } from './modelResources';
import { previewValidator } from './previewValidator';
import { MODEL_KEY } from './useModel';

const ROWS = 5;

/** A few of the resource's rows as the server reads them today (none for a resource it does not have yet). */
function usePreviewRows(definition: ResourceDefinition | undefined) {
  const list = definition?.api.list;
  return useQuery({
    queryKey: [MODEL_KEY, 'preview-rows', list?.GET],
    queryFn: async () => {
      const body = await http.send({ method: 'GET', url: list!.GET, query: [[definition!.params.page, '1'], [definition!.params.limit, String(ROWS)]] });
      const rows = getPath(body, list!.items);
      return (Array.isArray(rows) ? rows : []) as RaRecord[];
    },
    enabled: list !== undefined,
    retry: false,
  });
}

/** The draft's form, drawn by the engine's widgets; nothing is sent, nothing is checked here (the server checks on save). */
function PreviewForm({ definition }: { definition: ResourceDefinition }) {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const formContext: SchemaFormContext = { formData, setField: (name, value) => setFormData((data) => ({ ...data, [name]: value })) };
  return (
    <Form schema={toFormSchema(definition, [])} uiSchema={toUiSchema(definition)} fields={FORM_FIELDS} templates={{ ObjectFieldTemplate: FirstFieldsFirst }}
      formData={formData} formContext={formContext} validator={previewValidator} showErrorList={false} noHtml5Validate
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}>
      <span />
    </Form>
  );
}

function PreviewList({ definition, rows }: { definition: ResourceDefinition; rows: RaRecord[] }) {
  const list = useList({ data: rows, perPage: ROWS });
  return <ListContextProvider value={list}><ListTable definition={definition} rowActions={false} /></ListContextProvider>;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }} aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
    {children}
  </Paper>
);

/**
 * The draft of one resource drawn by the engine's own views: its form, its list and show page over a
 * few of the server's rows (a new property empty), and the storage plan and problems the server's
 * check of the whole draft answers (nothing kept).
 */
export default function PreviewTab({ resource, files }: { resource: ModelResource; files: ModelFiles }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`data_model.preview.${key}`);
  const built = useMemo(() => {
    try {
      return { definition: defineResource(resource.file as unknown as ResourceFile) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [resource.file]);
  const rows = usePreviewRows(built.definition);
  const check = useQuery({ queryKey: [MODEL_KEY, 'check', files], queryFn: async () => checkOf(await http.send(checkRequest(files))), retry: false });
  const { definition } = built;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('unsaved')}</Typography>
      <Section title={t('plan')}>
        {check.isPending && <LinearProgress aria-label={t('checking')} />}
        {check.data && (
          <>
            {check.data.problems.length > 0 && (
              <Alert severity="error" sx={{ mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>{t('problems')}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>{check.data.problems.map((problem) => <li key={problem}>{problem}</li>)}</Box>
              </Alert>
            )}
            {!check.data.problems.length && <Typography>{t('no_problems')}</Typography>}
            {check.data.plan.length ? <Box component="ul" sx={{ pl: 2 }}>{check.data.plan.map((line) => <li key={line}>{line}</li>)}</Box> : <Typography>{t('plan_none')}</Typography>}
            <Typography color="text.secondary">{t('plan_kept')}</Typography>
          </>
        )}
      </Section>
      {built.error && <Alert severity="error">{built.error}</Alert>}
      {definition && (
        <ResourceContextProvider value={definition.name}>
          <Section title={t('form')}><PreviewForm definition={definition} /></Section>
          <Section title={t('list')}>
            {rows.isPending && rows.fetchStatus !== 'idle' ? <LinearProgress /> : <PreviewList definition={definition} rows={rows.data ?? []} />}
          </Section>
          <Section title={t('show')}>
            {rows.data?.[0] ? <FieldList definition={definition} names={definition.show.fields ?? Object.keys(definition.fields)} record={rows.data[0]} />
              : <Typography>{t('no_rows')}</Typography>}
          </Section>
        </ResourceContextProvider>
      )}
    </Box>
  );
}
