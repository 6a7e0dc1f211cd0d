import type { TopLevelSpec } from 'vega-lite';
import { EMPTY_TEXT } from '../../engine/constants';
import { chartColours } from './chartColours';

/** The chart types of a report (assets §9); bar is the default. */
export const CHART_KINDS = ['bar', 'pie', 'horizontal', 'doughnut'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export const DEFAULT_CHART: ChartKind = 'bar';

/** One group of the count=true answer. */
export interface GroupCount {
  name: string | null;
  count: number;
}

export interface ChartText {
  /** What the groups are (the axis or legend title): "Asset type". */
  group: string;
  /** What is counted: "Count". */
  count: string;
}

/** The share of the inner circle a doughnut leaves empty, as a fraction of the radius. */
const DOUGHNUT_HOLE = 0.5;
const SIZE = 320;
const BAR_STEP = 32;

export const isChartKind = (value: unknown): value is ChartKind => CHART_KINDS.includes(value as ChartKind);

/**
 * The vega-lite spec of a report's chart, built in code from the count=true data. Group names only
 * ever travel as data values (data.values), never inside an expression or a field name, so a name
 * such as "datum.x" or "') + alert(1) + ('" is drawn as text. Colours follow the group order.
 * chartSpec('pie', [{ name: 'Laptop', count: 12 }], text).mark → { type: 'arc' }
 */
export function chartSpec(kind: ChartKind, counts: GroupCount[], text: ChartText): TopLevelSpec {
  const values = counts.map((group) => ({ name: group.name ?? EMPTY_TEXT, count: group.count }));
  const colour = {
    field: 'name', type: 'nominal', title: text.group, sort: null,
    scale: { range: chartColours(values.length) },
  } as const;
  const tooltip = [{ field: 'name', type: 'nominal', title: text.group }, { field: 'count', type: 'quantitative', title: text.count }] as const;
  const base = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', data: { values } } as const;
  if (kind === 'pie' || kind === 'doughnut') {
    return {
      ...base, width: SIZE, height: SIZE,
      mark: kind === 'doughnut' ? { type: 'arc', innerRadius: (SIZE / 2) * DOUGHNUT_HOLE } : { type: 'arc' },
      encoding: { theta: { field: 'count', type: 'quantitative', stack: true }, color: colour, tooltip: [...tooltip] },
    } as TopLevelSpec;
  }
  const groups = { field: 'name', type: 'nominal', title: text.group, sort: null, axis: { labelLimit: 160 } } as const;
  const amounts = { field: 'count', type: 'quantitative', title: text.count, axis: { tickMinStep: 1 } } as const;
  return {
    // A bar chart grows a bar's width per group, so one group is one bar, not a wall.
    ...base, width: kind === 'horizontal' ? SIZE * 1.5 : { step: BAR_STEP }, height: kind === 'horizontal' ? { step: BAR_STEP } : SIZE,
    mark: { type: 'bar' },
    encoding: {
      ...(kind === 'horizontal' ? { y: groups, x: amounts } : { x: groups, y: amounts }),
      color: { ...colour, legend: null }, tooltip: [...tooltip],
    },
  } as TopLevelSpec;
}
