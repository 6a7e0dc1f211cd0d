import { useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { chartSpec, type ChartKind, type ChartText, type GroupCount } from './chartSpec';

interface ReportChartProps {
  kind: ChartKind;
  /** What the figure is, for people who cannot see it: "Pie chart of assets by asset type". */
  label: string;
  counts: GroupCount[];
  text: ChartText;
  /** What shows when no row is counted. */
  empty: string;
  loading?: boolean;
}

/**
 * The chart of a report, drawn as SVG by vega-embed, which is loaded only when a chart is shown (its
 * own chunk, DESIGN §8), with vega's expression interpreter. No action menu: exports are the report's own buttons.
 */
export function ReportChart({ kind, label, counts, text, empty, loading }: ReportChartProps) {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { group, count } = text;
  useEffect(() => {
    const element = container.current;
    if (!element || counts.length === 0) return undefined;
    let finalize: (() => void) | undefined;
    let current = true;
    import('vega-embed')
      // ast: expressions are interpreted, never compiled to functions, which the policy forbids (no eval).
      .then(({ default: embed }) => embed(element, chartSpec(kind, counts, { group, count }), { actions: false, renderer: 'svg', ast: true }))
      .then((result) => { if (current) { finalize = () => result.finalize(); setFailed(false); } else result.finalize(); })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; finalize?.(); };
  }, [kind, counts, group, count]);
  return (
    // A chart wider than its box (many groups, a phone) scrolls inside it: in the tab order, so keys scroll it too.
    <Box role="figure" aria-label={label} aria-busy={loading} tabIndex={0} sx={{ minHeight: 120, overflowX: 'auto' }}>
      {loading && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {!loading && counts.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {failed && <Typography color="error">{translate('report.chart_failed')}</Typography>}
      {counts.length > 0 && <div ref={container} data-chart-kind={kind} />}
    </Box>
  );
}
