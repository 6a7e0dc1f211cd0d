import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useGetOne, useListContext, useTranslate, type Identifier } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELAY } from '../../engine/constants';
import { useAlert } from '../../engine/hooks/useAlert';
import { useCustomFilters } from '../../engine/hooks/useCustomFilters';
import { messageOfError } from '../../engine/data/messageOfError';
import type { ScreenProps } from '../../engine/overrides';
import { type ResourceDefinition, ROW_VERSION } from '../../kernel';
import { isConflict } from '../../engine/data/httpError';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConflictAlert } from '../../engine/views/ConflictAlert';
import { FilterPanel } from '../../engine/views/FilterPanel';
import { http } from '../http';
import { ColumnChooser } from './ColumnChooser';
import { ReportGraph } from './ReportGraph';
import { ReportRows, ReportTable } from './ReportRows';
import { draftOf, reportSaveRequest, type ReportDraft, type ReportRecord } from './reportRequests';
import { reportType, subjectOf } from './reportSubjects';
import { useColumnChoices } from './useReportData';

/**
 * Create and edit a report: its info, the subject list's filter box, a live chart with
 * its type, the column chooser and the rows as they will be exported. After a create it returns to
 * the reports after 3 s; after an update it stays.
 */
export default function ReportForm({ definition }: ScreenProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const { data: record, isPending, refetch } = useGetOne<ReportRecord & { id: Identifier }>(definition.name, { id: id! }, { enabled: id !== undefined });
  // Counted up by a reload after a refused save: the editor starts again from the report read afresh.
  const [reads, setReads] = useState(0);
  const subject = subjectOf(reportType(definition, record));
  const custom = useCustomFilters(subject);
  if ((id !== undefined && isPending) || custom.isPending) {
    return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  }
  const draft = draftOf(subject, record, custom.filters);
  return (
    <ReportRows subject={subject} filters={draft.filters} editable key={`${id ?? 'new'}:${reads}`}>
      <ReportEditor definition={definition} subject={subject} id={id} initial={draft} version={record?.[ROW_VERSION]} reload={() => void refetch()}
        reloadAfterConflict={() => void refetch().then(() => setReads((n) => n + 1))} />
    </ReportRows>
  );
}

interface EditorProps {
  definition: ResourceDefinition; subject: ResourceDefinition; id?: Identifier; initial: ReportDraft;
  /** The version the report was read at (ROW_VERSION), sent with an update. */
  version?: number;
  reload(): void;
  /** Reads the report again and starts the editor afresh from it, what was typed dropped. */
  reloadAfterConflict(): void;
}

function ReportEditor({ definition, subject, id, initial, version: readVersion, reload, reloadAfterConflict }: EditorProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const alert = useAlert(definition.alert);
  const editing = id !== undefined;
  const { filterValues } = useListContext();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [conflict, setConflict] = useState<string>();
  // The version of the report this editor's values stand on: as read, then as each save answered.
  const version = useRef(readVersion);
  const { choices } = useColumnChoices(subject, id);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const nameInput = useRef<HTMLInputElement>(null);
  // The button sits below the chart: after a refusal, take the person to what went wrong (once the form is enabled again).
  useEffect(() => {
    if (saving) return;
    if (errors.name) nameInput.current?.focus();
    else if (Object.keys(errors).length) window.scrollTo({ top: 0 });
  }, [errors, saving]);
  const filters = useMemo(() => ({ filters: filterValues ?? {} }), [filterValues]);
  const set = (change: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...change }));

  const save = async () => {
    setSaving(true);
    setErrors({});
    setConflict(undefined);
    alert.clear();
    try {
      const body = await http.send<{ message?: string; data?: { id: Identifier; [ROW_VERSION]?: number } }>(
        reportSaveRequest(definition, subject, { ...draft, filters: filterValues ?? {} }, id, version.current));
      if (body.message) alert.show('success', body.message);
      if (editing) {
        version.current = body.data?.[ROW_VERSION];
        reload();
        return;
      }
      setLeaving(true);
      timer.current = setTimeout(() => navigate(definition.routes.list), definition.afterCreate?.delay ?? DELAY.afterCreate);
    } catch (error) {
      if (isConflict(error)) {
        setConflict(messageOfError(error));
        return;
      }
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fields);
      // Messages of the filters and columns have no input of their own: the alert says them.
      const elsewhere = Object.entries(fields).filter(([key]) => key !== 'name' && key !== 'description').map(([, message]) => message);
      if (!Object.keys(fields).length || elsewhere.length) alert.show('error', elsewhere[0] ?? messageOfError(error));
    } finally {
      setSaving(false);
    }
  };

  const { name, description, chart_type: chartType } = definition.fields;
  const busy = saving || leaving;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, '&::first-letter': { textTransform: 'uppercase' } }}>
          {translate(editing ? 'sd.form.edit' : 'sd.form.create', { name: definition.title })}
        </Typography>
        {editing && definition.routes.show && <Button component={Link} to={definition.routes.show(id)}>{translate('sd.action.view')}</Button>}
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={definition.alert} />
      {conflict && <ConflictAlert message={conflict} onReload={reloadAfterConflict} />}
      {leaving && <Typography role="status" sx={{ my: 1 }}>{translate('sd.form.redirecting')}</Typography>}
      <Paper variant="outlined" component="section" sx={{ p: 2, my: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 700 }}>
        <Typography variant="h6" component="h2">{translate('report.info')}</Typography>
        <TextField label={name.label} required inputRef={nameInput} value={draft.name} disabled={busy} error={!!errors.name} helperText={errors.name}
          onChange={(event) => set({ name: event.target.value })} />
        <TextField label={description.label} multiline minRows={2} value={draft.description} disabled={busy}
          error={!!errors.description} helperText={errors.description} onChange={(event) => set({ description: event.target.value })} />
      </Paper>
      <Paper variant="outlined" component="section" sx={{ p: 2, my: 2 }}>
        <Typography variant="h6" component="h2">{translate('report.filter')}</Typography>
        <FilterPanel definition={subject} />
      </Paper>
      <ReportGraph subject={subject} chartType={chartType} kind={draft.chartType} source={filters} onKind={(kind) => set({ chartType: kind })} />
      <Paper variant="outlined" component="section" sx={{ p: 2, my: 2 }}>
        <ColumnChooser choices={choices} value={draft.columns} onChange={(columns) => set({ columns })} />
      </Paper>
      <Box sx={{ my: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate(editing ? 'sd.action.update' : 'report.save')}
        </Button>
      </Box>
      <ReportTable subject={subject} columns={draft.columns} />
    </Box>
  );
}
