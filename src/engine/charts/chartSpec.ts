import type { TopLevelSpec } from 'vega-lite';
import { EMPTY_TEXT } from '../constants';
import { chartColours } from './chartColours';

/** The chart types of a report; bar is the default. */
export const CHART_KINDS = ['bar', 'pie', 'horizontal', 'doughnut'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export const DEFAULT_CHART: ChartKind = 'bar';

/** One group counted: its name (null: no value) and how many. */
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

/** How a chart sits where it is drawn, and the theme's colours for its words and lines. */
export interface ChartLayout {
  /** The width of its box in pixels (a home page block), which the chart fills whole, padding and legend included; else a fixed size. */
  fit?: number;
  /** Its marks open something when clicked: the pointer says so. */
  linked?: boolean;
  colours?: { text: string; line: string };
}

/** The share of the inner circle a doughnut leaves empty, as a fraction of the radius. */
const DOUGHNUT_HOLE = 0.5;
const SIZE = 320;
const FIT_PIE = 220;
const BAR_STEP = 32;
const FIT_STEP = 26;
const FIT_HEIGHT = 180;

export const isChartKind = (value: unknown): value is ChartKind => CHART_KINDS.includes(value as ChartKind);

/** Axis and legend words in the theme's colours (vega draws black on a dark page otherwise). */
const themed = (colours: ChartLayout['colours']) => (colours ? {
  config: {
    background: null,
    view: { stroke: null },
    axis: { labelColor: colours.text, titleColor: colours.text, domainColor: colours.line, tickColor: colours.line, gridColor: colours.line },
    legend: { labelColor: colours.text, titleColor: colours.text },
  },
} : {});

/**
 * The vega-lite spec of a chart, built in code from the counts. Group names only ever travel as data
 * values (data.values, beside their position under the fixed key `key`), never inside an expression
 * or a field name, so a name such as "datum.x" or "') + alert(1) + ('" is drawn as text. Colours
 * follow the group order.
 * chartSpec('pie', [{ name: 'Laptop', count: 12 }], text).mark → { type: 'arc' }
 */
export function chartSpec(kind: ChartKind, counts: GroupCount[], text: ChartText, layout: ChartLayout = {}): TopLevelSpec {
  const values = counts.map((group, key) => ({ name: group.name ?? EMPTY_TEXT, count: group.count, key }));
  const colour = {
    field: 'name', type: 'nominal', title: text.group, sort: null,
    scale: { range: chartColours(values.length) },
  } as const;
  const tooltip = [{ field: 'name', type: 'nominal', title: text.group }, { field: 'count', type: 'quantitative', title: text.count }] as const;
  const cursor = layout.linked ? { cursor: 'pointer' } : {};
  const fit = layout.fit === undefined ? {} : { autosize: { type: 'fit-x', contains: 'padding' } };
  const base = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', data: { values }, ...themed(layout.colours), ...fit } as const;
  if (kind === 'pie' || kind === 'doughnut') {
    const size = layout.fit === undefined ? SIZE : FIT_PIE;
    return {
      ...base, width: layout.fit ?? size, height: size,
      mark: { type: 'arc', ...(kind === 'doughnut' ? { innerRadius: (size / 2) * DOUGHNUT_HOLE } : {}), ...cursor },
      encoding: {
        theta: { field: 'count', type: 'quantitative', stack: true },
        color: layout.fit !== undefined ? { ...colour, legend: { orient: 'bottom', columns: 2, labelLimit: 200 } } : colour,
        tooltip: [...tooltip],
      },
    } as TopLevelSpec;
  }
  const groups = { field: 'name', type: 'nominal', title: text.group, sort: null, axis: { labelLimit: 160 } } as const;
  const amounts = { field: 'count', type: 'quantitative', title: text.count, axis: { tickMinStep: 1 } } as const;
  const horizontal = kind === 'horizontal';
  const step = layout.fit === undefined ? BAR_STEP : FIT_STEP;
  return {
    // A bar chart grows a bar's width per group, so one group is one bar, not a wall.
    ...base,
    width: layout.fit ?? (horizontal ? SIZE * 1.5 : { step }),
    height: horizontal ? { step } : layout.fit === undefined ? SIZE : FIT_HEIGHT,
    mark: { type: 'bar', ...cursor },
    encoding: {
      ...(horizontal ? { y: groups, x: amounts } : { x: groups, y: amounts }),
      color: { ...colour, legend: null }, tooltip: [...tooltip],
    },
  } as TopLevelSpec;
}
