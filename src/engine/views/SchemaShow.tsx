import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TITLE_TRUNCATE } from '../constants';
import { textOf } from '../fields/format';
import { TruncatedText } from '../fields/TruncatedText';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { fieldRegistry, pickDisplay } from '../registry';
import type { ResourceDefinition } from '../schema/defineResource';
import { AlertArea } from './AlertArea';
import { AssociatesTab } from './AssociatesTab';
import { ConfirmDelete } from './ConfirmDelete';
import { allowed } from './RowActions';

/** <SchemaShow definition={def} />: the :id of the route, its x-show fields, actions and tabs. */
export default function SchemaShow({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const { data: record, isPending } = useGetOne(definition.name, { id: id! });
  const { remove, busy } = useDeleteRecord(definition, () => navigate(definition.routes.list));
  if (isPending || !record) {
    return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  }
  const names = definition.show.fields ?? Object.keys(definition.fields);
  const tabs = definition.show.tabs ?? [];
  const { edit } = definition.routes;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <TruncatedText text={textOf(record[definition.recordRepresentation] ?? definition.title)} length={TITLE_TRUNCATE} />
        </Typography>
        {edit && allowed(record, definition.rowFlags.edit) && (
          <Button component={Link} to={edit(record.id)}>{translate('sd.action.edit')}</Button>
        )}
        {allowed(record, definition.rowFlags.delete) && (
          <Button color="error" onClick={() => setConfirming(true)}>{translate('sd.action.delete')}</Button>
        )}
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={definition.alert} />
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          {names.map((name) => {
            // A show page is where the whole value is read: x-truncate applies to lists and headers.
            const descriptor = { ...definition.fields[name], truncate: undefined };
            const Renderer = pickDisplay(fieldRegistry, descriptor);
            return [
              <Box component="dt" key={`${name}-label`} sx={{ fontWeight: 600 }}>{descriptor.label}</Box>,
              <Box component="dd" key={name} sx={{ m: 0 }}><Renderer descriptor={descriptor} record={record} /></Box>,
            ];
          })}
        </Box>
      </Paper>
      {tabs.length > 0 && (
        <>
          <Tabs value={tab} onChange={(_, next: number) => setTab(next)}>
            {tabs.map((item) => <Tab key={item.label} label={item.label} />)}
          </Tabs>
          <AssociatesTab definition={definition} tab={tab} id={record.id} />
        </>
      )}
      <ConfirmDelete
        open={confirming}
        name={definition.title}
        busy={busy}
        onConfirm={() => remove(record.id)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
