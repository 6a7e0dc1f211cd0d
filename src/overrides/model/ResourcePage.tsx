import { lazy, Suspense, useState } from 'react';
import { Box, Button, CircularProgress, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApplyBar } from './ApplyBar';
import { draftStore, useDraft, workingFiles } from './draftStore';
import { ListTab } from './ListTab';
import { findResource, lookupUrlOf, modelResources } from './modelResources';
import { DATA_MODEL_ROUTE } from './modelPaths';
import { PhoneTab } from './PhoneTab';
import { propertyOfProblem } from './problemPlaces';
import { PropertiesTab } from './PropertiesTab';
import type { Json } from './propertyKinds';
import { RemovedData } from './RemovedData';
import { RemoveResource } from './RemoveResource';
import { useApplyDraft } from './useApplyDraft';
import { useCurrentModel } from './useModel';

// The editor and the engine's views load only when their tab opens.
const RawJsonTab = lazy(() => import('./RawJsonTab'));
const PreviewTab = lazy(() => import('./PreviewTab'));

const TABS = ['properties', 'list', 'phone', 'raw', 'preview'] as const;

/**
 * /service-desk/data-model/:resource: one resource of the draft in tabs (properties, list, phone line
 * and show page, raw JSON, preview), every edit kept in the draft; the apply bar above, an apply's
 * problems at their property, the data of removed properties below.
 */
export default function ResourcePage() {
  const translate = useTranslate();
  const { resource: name = '' } = useParams();
  const current = useCurrentModel();
  const draft = useDraft();
  const applying = useApplyDraft();
  const [tab, setTab] = useState<(typeof TABS)[number]>('properties');
  if (!current.data) return <Box sx={{ p: 4 }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  const files = workingFiles(draft, current.data);
  const resource = findResource(files, name);
  const back = <Button component={RouterLink} to={DATA_MODEL_ROUTE}>{translate('data_model.back')}</Button>;
  if (!resource) return <Box sx={{ p: 2 }}>{back}<Typography sx={{ mt: 2 }}>{translate('data_model.not_found', { name })}</Typography></Box>;
  const { file, path } = resource;
  const change = (next: Json) => draftStore.edit(current.data, path, () => next);
  const required = Array.isArray(file.required) ? file.required.map(String) : [];
  const problems = applying.outcome.problems;
  const placed = (problem: (typeof problems)[number]) => problem.file === path && propertyOfProblem(problem, required) !== undefined;
  const problemsOf = (property: string) => problems.filter((problem) => placed(problem) && propertyOfProblem(problem, required) === property).map((problem) => problem.reason);
  const targets = modelResources(files).map((target) => ({ label: target.label, lookup: lookupUrlOf(target) }));
  return (
    <Box sx={{ p: 2 }}>
      {back}
      <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{resource.label} <Typography component="span" color="text.secondary">({name})</Typography></Typography>
      <ApplyBar current={current.data} applying={applying} unplaced={problems.filter((problem) => !placed(problem))} />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={resource.label}>
        {TABS.map((key) => <Tab key={key} value={key} label={translate(`data_model.tabs.${key}`)} />)}
      </Tabs>
      <Box sx={{ mt: 2 }} role="tabpanel" aria-label={translate(`data_model.tabs.${tab}`)}>
        {tab === 'properties' && <PropertiesTab file={file} onChange={change} targets={targets} problemsOf={problemsOf} />}
        {tab === 'list' && <ListTab file={file} onChange={change} />}
        {tab === 'phone' && <PhoneTab file={file} onChange={change} />}
        <Suspense fallback={<LinearProgress />}>
          {tab === 'raw' && <RawJsonTab key={path} file={file} onChange={change} problems={problems.filter((problem) => problem.file === path)} />}
          {tab === 'preview' && <PreviewTab resource={resource} files={files} />}
        </Suspense>
      </Box>
      <RemoveResource resource={resource} files={files} current={current.data} />
      <RemovedData resource={name} />
    </Box>
  );
}
