import { useState } from 'react';
import { Autocomplete, Box, Button, CircularProgress, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { draftStore, useDraft, workingFiles } from './draftStore';
import { lookupUrlOf, menuGroups, modelResources } from './modelResources';
import { DATA_MODEL_ROUTE, resourcePath } from './modelPaths';
import { newResourceFile, RESOURCE_NAME } from './newResourceFile';
import { PropertyDialog } from './PropertyDialog';
import type { Json } from './propertyKinds';
import { propertiesOf, withProperty, type PropertyPlaces } from './resourceEdits';
import { useCurrentModel } from './useModel';
import { cutOption } from '../../engine/views/cutOption';

interface Added { name: string; schema: Json; places: PropertyPlaces }

/**
 * /service-desk/data-model/new: a new resource's name, label, menu group and first properties (the
 * property dialog), added to the draft as one file; its page then previews and applies it.
 */
export default function NewResourcePage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`data_model.new.${key}`, options);
  const navigate = useNavigate();
  const current = useCurrentModel();
  const draft = useDraft();
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [group, setGroup] = useState('Settings');
  const [added, setAdded] = useState<Added[]>([]);
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; label?: string }>({});
  if (!current.data) return <Box sx={{ p: 4 }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  const files = workingFiles(draft, current.data);
  const resources = modelResources(files);
  const create = () => {
    const found = {
      name: !RESOURCE_NAME.test(name) ? t('name_invalid') : resources.some((resource) => resource.name === name) || `${name}.json` in files ? t('name_taken') : undefined,
      label: label.trim() ? undefined : t('label_required'),
    };
    setErrors(found);
    if (found.name || found.label) return;
    const order = Math.max(0, ...resources.filter((resource) => resource.group === group).map((resource) => resource.order)) + 10;
    const file = added.reduce((next, property) => withProperty(next, property.name, property.schema, property.places), newResourceFile({ name, label: label.trim(), group: group.trim() || 'Settings', order }));
    draftStore.edit(current.data, `${name}.json`, () => file);
    navigate(resourcePath(name));
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Button component={RouterLink} to={DATA_MODEL_ROUTE}>{translate('data_model.back')}</Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 2 }}>{t('title')}</Typography>
      <Stack spacing={2}>
        <TextField label={t('name')} value={name} required onChange={(event) => setName(event.target.value)} error={Boolean(errors.name)} helperText={errors.name ?? t('name_help')} />
        <TextField label={t('label')} value={label} required onChange={(event) => setLabel(event.target.value)} error={Boolean(errors.label)} helperText={errors.label} />
        <Autocomplete freeSolo options={menuGroups(files)} value={group} onInputChange={(_, value) => setGroup(value)} renderOption={cutOption}
          renderInput={(params) => <TextField {...params} label={t('group')} />} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">{t('first_properties')}</Typography>
          <Typography color="text.secondary">{t('name_property')}</Typography>
          <List dense aria-label={t('first_properties')}>
            {added.map((property) => <ListItem key={property.name}><ListItemText primary={String(property.schema.title)} secondary={property.name} /></ListItem>)}
          </List>
          <Button onClick={() => setAdding(true)}>{translate('data_model.properties.add')}</Button>
        </Paper>
        <Box><Button variant="contained" onClick={create}>{t('create')}</Button></Box>
      </Stack>
      {adding && (
        <PropertyDialog
          places={{ required: false, inList: true, inFilter: false, onPhone: false }}
          taken={[...Object.keys(propertiesOf(newResourceFile({ name: 'x', label: 'x', group: '', order: 0 }))), ...added.map((property) => property.name)]}
          targets={resources.map((resource) => ({ label: resource.label, lookup: lookupUrlOf(resource) }))}
          onSave={(property, schema, places) => { setAdded([...added, { name: property, schema, places }]); setAdding(false); }}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}
