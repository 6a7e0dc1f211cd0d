import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldDescriptor, ResourceDefinition } from '../../kernel';
import { ChartTypeSelect } from './ChartTypeSelect';
import { Chart } from '../../engine/charts/Chart';
import type { ChartKind } from '../../engine/charts/chartSpec';
import type { RowSource } from './reportRequests';
import { useReportCounts } from './useReportData';

interface ReportGraphProps {
  subject: ResourceDefinition;
  /** The report resource file's chart type property. */
  chartType: FieldDescriptor;
  kind: ChartKind;
  source: RowSource;
  onKind(kind: ChartKind): void;
}

/** The graph section of a report: the chart-type select and the chart (the app's one, engine/charts) of the rows' counts by the subject's x-report.countBy. */
export function ReportGraph({ subject, chartType, kind, source, onKind }: ReportGraphProps) {
  const translate = useTranslate();
  const { counts, loading } = useReportCounts(subject, source);
  const group = subject.fields[subject.file['x-report']!.countBy]?.label ?? '';
  const kindLabel = chartType.choices?.find((choice) => choice.value === kind)?.label ?? kind;
  const name = subject.label.toLowerCase();
  const count = translate('report.count');
  // One object while its words are the same: the chart is drawn again only when something it shows changes.
  const text = useMemo(() => ({ group, count }), [group, count]);
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{translate('report.graph')}</Typography>
        <ChartTypeSelect descriptor={chartType} value={kind} onChange={onKind} />
      </Box>
      <Chart kind={kind} groups={counts} loading={loading} text={text}
        empty={<Typography color="text.secondary">{translate('report.no_counts', { name })}</Typography>}
        label={translate('report.chart_label', { kind: kindLabel, name, group: group.toLowerCase() })} />
    </Paper>
  );
}
