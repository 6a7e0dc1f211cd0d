import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useGetOne, useTranslate, type Identifier } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DELAY, TITLE_TRUNCATE } from '../../engine/constants';
import { TruncatedText } from '../../engine/fields/TruncatedText';
import { useCustomFilters } from '../../engine/hooks/useCustomFilters';
import { useDeleteRecord } from '../../engine/hooks/useDeleteRecord';
import type { ScreenProps } from '../../engine/overrides';
import { AlertArea } from '../../engine/views/AlertArea';
import { ConfirmDelete } from '../../engine/views/ConfirmDelete';
import { http } from '../http';
import { isChartKind, DEFAULT_CHART, type ChartKind } from '../../engine/charts/chartSpec';
import { ReportGraph } from './ReportGraph';
import { ReportRows, ReportTable } from './ReportRows';
import { draftOf, EXPORT_FORMATS, exportUrl, type ReportRecord } from './reportRequests';
import { reportType, subjectOf } from './reportSubjects';

/**
 * A saved report: name, description, the chart (its type may be switched here for a
 * look, it is saved from the edit page), the rows without a column chooser, and edit, delete (back
 * to the reports 3 s later) and exports, each opened in a new window.
 */
export default function ReportView({ definition }: ScreenProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data: record, isPending } = useGetOne<ReportRecord & { id: Identifier }>(definition.name, { id: id! });
  const [kind, setKind] = useState<ChartKind>();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { remove, busy } = useDeleteRecord(definition, () => {
    setConfirming(false);
    setLeaving(true);
    timer.current = setTimeout(() => navigate(definition.routes.list), DELAY.afterCreate);
  });
  const subject = record && subjectOf(reportType(definition, record));
  const custom = useCustomFilters(subject ?? definition);
  const source = useMemo(() => ({ reportId: id! }), [id]);
  if (isPending || !record || !subject || custom.isPending) {
    return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  }
  const draft = draftOf(subject, record, custom.filters);
  const shownKind = kind ?? (isChartKind(record.chart_type) ? record.chart_type : DEFAULT_CHART);
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          <TruncatedText text={record.name ?? ''} length={TITLE_TRUNCATE} />
        </Typography>
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} variant="outlined" disabled={leaving}
            onClick={() => window.open(exportUrl(http.baseUrl, format, record.id), '_blank', 'noopener')}>
            {translate('report.export', { format })}
          </Button>
        ))}
        {definition.routes.edit && <Button component={Link} to={definition.routes.edit(record.id)} disabled={leaving}>{translate('sd.action.edit')}</Button>}
        <Button color="error" disabled={leaving} onClick={() => setConfirming(true)}>{translate('sd.action.delete')}</Button>
        <Button component={Link} to={definition.routes.list}>{translate('sd.action.back')}</Button>
      </Box>
      <AlertArea area={definition.alert} />
      {leaving && <Typography role="status" sx={{ my: 1 }}>{translate('report.returning')}</Typography>}
      {record.description && (
        <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.description}</Typography>
        </Paper>
      )}
      <ReportGraph subject={subject} chartType={definition.fields.chart_type} kind={shownKind} source={source} onKind={setKind} />
      <ReportRows subject={subject} filters={draft.filters} editable={false}>
        <ReportTable subject={subject} columns={draft.columns} />
      </ReportRows>
      <ConfirmDelete open={confirming} name={definition.title} busy={busy} onConfirm={() => void remove(record.id)} onClose={() => setConfirming(false)} />
    </Box>
  );
}
