import { describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { chartColours, MAX_CHART_COLOURS } from '../../../src/engine/charts/chartColours';
import { CHART_KINDS, chartSpec, isChartKind } from '../../../src/engine/charts/chartSpec';

const text = { group: 'Asset type', count: 'Count' };
const counts = [{ name: 'Laptop', count: 12 }, { name: 'Desktop', count: 6 }, { name: null, count: 1 }];
// Names that would do harm inside an expression or a field name.
const hostile = [{ name: "datum.x') + alert(1) + ('", count: 2 }, { name: 'a.b[0]', count: 1 }, { name: '{{constructor}}', count: 1 }];

describe('chartSpec', () => {
  it.each([
    ['bar', { type: 'bar' }, 'x'],
    ['horizontal', { type: 'bar' }, 'y'],
    ['pie', { type: 'arc' }, 'theta'],
    ['doughnut', { type: 'arc', innerRadius: 80 }, 'theta'],
  ] as const)('%s is a %j mark grouped on the %s channel', (kind, mark, channel) => {
    const spec = chartSpec(kind, counts, text) as Record<string, any>;
    expect(spec.mark).toEqual(mark);
    const groups = spec.encoding[channel === 'theta' ? 'color' : channel];
    expect(groups).toMatchObject({ field: 'name', type: 'nominal', title: 'Asset type' });
    if (channel === 'theta') expect(spec.encoding.theta).toMatchObject({ field: 'count', type: 'quantitative' });
    else expect(spec.encoding[channel === 'x' ? 'y' : 'x']).toMatchObject({ field: 'count', type: 'quantitative', title: 'Count' });
  });

  it('carries the groups as data values only, each with its position, an empty name as ---', () => {
    const spec = chartSpec('pie', counts, text) as Record<string, any>;
    expect(spec.data).toEqual({ values: [{ name: 'Laptop', count: 12, key: 0 }, { name: 'Desktop', count: 6, key: 1 }, { name: '---', count: 1, key: 2 }] });
  });

  it.each(CHART_KINDS.flatMap((kind) => [[kind, {}], [kind, { fit: 300, linked: true, colours: { text: '#fff', line: '#777' } }]] as const))(
    '%s (%j) never puts a group name anywhere but data.values, and compiles to Vega', (kind, layout) => {
    const spec = chartSpec(kind, hostile, text, layout) as Record<string, any>;
    const { data, ...rest } = spec;
    expect(data.values.map((value: { name: string }) => value.name)).toEqual(hostile.map((group) => group.name));
    const elsewhere = JSON.stringify(rest);
    for (const group of hostile) expect(elsewhere).not.toContain(group.name!);
    // No expression of vega-lite's own reads a name as code: the compiled spec keeps them as data.
    const compiled = compile(spec as never).spec;
    const outside = JSON.stringify({ ...compiled, data: undefined });
    for (const group of hostile) expect(outside).not.toContain(group.name!);
  });

  it('colours the groups in order, one colour each', () => {
    const spec = chartSpec('bar', counts, text) as Record<string, any>;
    expect(spec.encoding.color.scale.range).toEqual(chartColours(3));
    expect(spec.encoding.color.legend).toBeNull();
  });

  it('fits its box, points at what opens and draws its words in the theme\'s colours when asked', () => {
    const pie = chartSpec('pie', counts, text, { fit: 340, linked: true, colours: { text: '#eeeeee', line: '#555555' } }) as Record<string, any>;
    expect(pie).toMatchObject({ width: 340, autosize: { type: 'fit-x' }, mark: { type: 'arc', cursor: 'pointer' } });
    expect(pie.encoding.color.legend).toMatchObject({ orient: 'bottom' });
    expect(pie.config.axis).toMatchObject({ labelColor: '#eeeeee', gridColor: '#555555' });
    expect(pie.config.legend).toEqual({ labelColor: '#eeeeee', titleColor: '#eeeeee' });
    const bars = chartSpec('horizontal', counts, text, { fit: 300 }) as Record<string, any>;
    expect(bars).toMatchObject({ width: 300, autosize: { type: 'fit-x' }, height: { step: 26 }, mark: { type: 'bar' } });
    expect(bars.mark.cursor).toBeUndefined();
    expect(bars.config).toBeUndefined();
  });

  it('knows its kinds', () => {
    expect(isChartKind('doughnut')).toBe(true);
    expect(isChartKind('radar')).toBe(false);
  });
});

describe('chartColours', () => {
  it('gives distinct #rrggbb colours, at most 100', () => {
    const colours = chartColours(150);
    expect(colours).toHaveLength(MAX_CHART_COLOURS);
    expect(new Set(colours).size).toBe(MAX_CHART_COLOURS);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(chartColours(3)).toEqual(chartColours(3));
  });
});
