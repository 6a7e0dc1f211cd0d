import { Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveTable, type TableColumn } from '../../engine/views/ResponsiveTable';
import { ApplyBar } from './ApplyBar';
import { useDraft, workingFiles } from './draftStore';
import { modelResources, type ModelResource } from './modelResources';
import { MODEL_HISTORY_ROUTE, NEW_RESOURCE_ROUTE, resourcePath } from './modelPaths';
import { propertiesOf } from './resourceEdits';
import { useApplyDraft } from './useApplyDraft';
import { useCurrentModel } from './useModel';

/** /service-desk/data-model: the resources of the model (the draft's, while there is one), each opening its page. */
export default function ModelListPage() {
  const translate = useTranslate();
  const current = useCurrentModel();
  const draft = useDraft();
  const applying = useApplyDraft();
  if (!current.data) return <Box sx={{ p: 4 }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  const resources = modelResources(workingFiles(draft, current.data));
  const column = (key: string, cell: TableColumn<ModelResource>['cell'], rowHeader = false): TableColumn<ModelResource> => ({ key, label: translate(key), cell, rowHeader });
  const columns = [
    column('data_model.label', (resource) => <Link component={RouterLink} to={resourcePath(resource.name)}>{resource.label}</Link>, true),
    column('data_model.resource', (resource) => resource.name),
    column('data_model.menu_group', (resource) => resource.group),
    column('data_model.property_count', (resource) => Object.keys(propertiesOf(resource.file)).length),
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>{translate('data_model.title')}</Typography>
        <Button component={RouterLink} to={MODEL_HISTORY_ROUTE}>{translate('data_model.history_link')}</Button>
        <Button component={RouterLink} to={NEW_RESOURCE_ROUTE} variant="contained">{translate('data_model.new_resource')}</Button>
      </Box>
      <ApplyBar current={current.data} applying={applying} unplaced={applying.outcome.problems} />
      <Paper variant="outlined">
        <ResponsiveTable label={translate('data_model.resources')} columns={columns} rows={resources} rowKey={(resource) => resource.path} />
      </Paper>
    </Box>
  );
}
