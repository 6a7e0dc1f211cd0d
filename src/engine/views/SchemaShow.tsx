import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { DELAY, TITLE_TRUNCATE } from '../constants';
import { textOf } from '../fields/format';
import { TruncatedText } from '../fields/TruncatedText';
import { useActionFlags } from '../hooks/useActionFlags';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useTabEvent } from '../hooks/useTabEvent';
import { TAB_KINDS } from '../tabKinds';
import type { ResourceDefinition } from '../../kernel';
import { AlertArea } from './AlertArea';
import { FieldCommands } from './FieldCommands';
import { FieldList } from './FieldList';
import { ShowActions } from './ShowActions';
import { ShowCards } from './ShowCards';
import { HeaderStrip } from './HeaderStrip';

/** <SchemaShow definition={def} />: the :id of the route, its x-show fields, action menus and tabs. */
export default function SchemaShow({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  const translate = useTranslate();
  // The selected tab's index in x-show.tabs (not its position among the shown ones), so it survives flags changing.
  const [tab, setTab] = useState(0);
  // Bumped after every change made from this page, so tabs read their data again.
  const [version, setVersion] = useState(0);
  const { data: record, isPending, refetch } = useGetOne(definition.name, { id: id! });
  const { flags, refresh, loaded } = useActionFlags(definition, record);
  // The activity tab reads the log again x-show.activityReload (a DELAY) after a change, the other tabs at once.
  const reload = definition.show.activityReload;
  const activityVersion = useDebouncedValue(version, reload === undefined ? 0 : DELAY[reload]);
  useTabEvent(definition.show.tabs, setTab);
  if (isPending || !record) {
    return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  }
  const changed = () => { void refetch(); refresh(); setVersion((v) => v + 1); };
  const names = definition.show.fields ?? Object.keys(definition.fields);
  // A tab with a flag shows only while the flag is granted.
  const tabs = (definition.show.tabs ?? []).map((spec, index) => ({ spec, index }))
    .filter(({ spec }) => spec.flag === undefined || flags[spec.flag] === true);
  const position = Math.max(0, tabs.findIndex((shown) => shown.index === tab));
  const selected = tabs[position];
  const TabView = selected && TAB_KINDS[selected.spec.kind];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <TruncatedText text={textOf(record[definition.recordRepresentation] ?? definition.title)} length={TITLE_TRUNCATE} />
        </Typography>
        <ShowActions definition={definition} record={record} flags={flags} loaded={loaded} onChanged={changed} />
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <HeaderStrip definition={definition} record={record} />
      <AlertArea area={definition.alert} />
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <FieldList definition={definition} names={names} record={record}
          after={(name) => <FieldCommands definition={definition} record={record} name={name} flags={flags} loaded={loaded} onChanged={changed} />} />
      </Paper>
      <ShowCards definition={definition} record={record} />
      {tabs.length > 0 && (
        <Paper variant="outlined">
          <Tabs value={position} onChange={(_, next: number) => setTab(tabs[next].index)} variant="scrollable">
            {tabs.map(({ spec }) => <Tab key={spec.label} label={spec.label} />)}
          </Tabs>
          {TabView && (
            <Box role="tabpanel" aria-label={selected.spec.label}>
              {/* Keyed by tab: two tabs of one kind must not share paging, sorting or search state. */}
              <TabView key={selected.index} definition={definition} tab={selected.index} id={record.id} version={selected.spec.kind === 'activity' ? activityVersion : version} onChanged={changed} record={record} flags={flags} />
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
