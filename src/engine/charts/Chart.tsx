import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useBoxWidth } from '../hooks/useBoxWidth';
import { registerMessages } from '../i18n';
import { chartMessages } from './chartMessages';
import { chartSpec, type ChartKind, type ChartText, type GroupCount } from './chartSpec';
import { ChartTable } from './ChartTable';

// vega and react-vega (about 260 KB gzip) load with the first chart drawn, never with the page around it.
const VegaChart = lazy(() => import('./VegaChart'));
registerMessages(chartMessages);

/** A group to draw: its count and, when its mark opens something, the app's address it opens. */
export interface ChartGroup extends GroupCount {
  link?: string;
}

interface ChartProps {
  kind: ChartKind;
  groups: ChartGroup[];
  text: ChartText;
  /** What the figure is, for people who cannot see it: "Pie chart of assets by asset type". */
  label: string;
  /** As wide as its box rather than a fixed size (a home page block). */
  fit?: boolean;
  loading?: boolean;
  /** What shows when no group is counted. */
  empty?: ReactNode;
  /** The chart's height while vega loads, so nothing below it jumps. */
  placeholder?: number;
}

/**
 * The app's one chart: a vega-lite spec built in code (chartSpec) drawn by react-vega with vega's
 * interpreter, in the theme's colours. A mark with a link opens it; its numbers are one click away as
 * a table, the chart's text alternative, whose rows link the same way.
 */
export function Chart({ kind, groups, text, label, fit, loading, empty, placeholder = 120 }: ChartProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { palette } = useTheme();
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const linked = groups.some((group) => group.link);
  // A fitted chart is drawn at its box's measured width (vega's own "container" width is read once, before the page settles).
  const [box, width] = useBoxWidth<HTMLDivElement>(!!fit);
  const spec = useMemo(() => chartSpec(kind, groups, text, { fit: fit ? width : undefined, linked, colours: { text: palette.text.secondary, line: palette.divider } }),
    [kind, groups, text, fit, width, linked, palette.text.secondary, palette.divider]);
  const pick = (key: number) => {
    const link = groups[key]?.link;
    if (link) navigate(link);
  };
  return (
    <Box role="figure" aria-label={label} aria-busy={loading}>
      {loading && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {!loading && groups.length === 0 && empty}
      {failed && <Typography color="error">{translate('sd.chart.failed')}</Typography>}
      {/* Before what it switches, so the next Tab after showing the table reaches its rows. */}
      {groups.length > 0 && (
        <Button size="small" onClick={() => setAsTable(!asTable)} aria-pressed={asTable} sx={{ display: 'flex', ml: 'auto' }}>
          {translate(asTable ? 'sd.chart.as_chart' : 'sd.chart.as_table')}
        </Button>
      )}
      {groups.length > 0 && (asTable ? <ChartTable groups={groups} text={text} caption={label} /> : (
        // A chart wider than its box (many groups, a phone) scrolls inside it: in the tab order, so keys scroll it too.
        // A fitted chart is drawn at its box's width and never scrolls: no tab stop then.
        <Box ref={box} tabIndex={fit ? undefined : 0} sx={{ minHeight: placeholder, overflowX: fit ? 'hidden' : 'auto' }}>
          {(!fit || width !== undefined) && (
            <Suspense fallback={null}>
              <div data-chart-kind={kind}><VegaChart spec={spec} onPick={linked ? pick : undefined} onError={() => setFailed(true)} /></div>
            </Suspense>
          )}
        </Box>
      ))}
    </Box>
  );
}
