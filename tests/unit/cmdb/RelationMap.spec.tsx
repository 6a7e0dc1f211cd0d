// @vitest-environment jsdom
// The map through what a user sees: every asset a button named by its asset, its type and status,
// the ones left out counted, a click on a node opening its dialog with the whole name, a legend of
// the types and statuses shown, and the zoom buttons and keys moving the drawing.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { cmdbMessages } from '../../../src/overrides/cmdb/messages';
import { RelationMap } from '../../../src/overrides/cmdb/RelationMap';

const HOSTILE = '<img src=x onerror="window.__pwned=1">"]; click n0 call alert(1)';
const COUNT = 35;
const TYPES = [{ id: 4, name: 'Server' }, { id: 9, name: 'Switch' }];
const nodes = Array.from({ length: COUNT }, (_, i) => ({
  id: i + 1, name: i === 3 ? HOSTILE : `Server ${i + 1}`, identifier: `AST-${i + 1}`, depth: i ? 1 + Math.floor(i / 10) : 0,
  type: i === 0 ? null : TYPES[i % 2], status: i === 1 ? { id: 3, name: 'Retired' } : null,
}));
let answer: { nodes: unknown[]; edges: unknown[] };
const edges = nodes.slice(1).map((node) => ({ parent_asset_id: node.depth === 1 ? 1 : node.id - 10, child_asset_id: node.id, cmdb_id: 1, relation_name: 'runs on' }));
let requested: string[];

beforeEach(() => {
  requested = [];
  answer = {
    nodes: nodes.map(({ type, status, ...node }) => ({ ...node, asset_type: type, asset_status: status })),
    edges,
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    requested.push(url);
    const body = { success: true, data: { ...answer, hidden: 120, hidden_edges: 3 } };
    return new Response(JSON.stringify(body), { status: 200 });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderMap(onAdd = vi.fn(), onLimitChange = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(cmdbMessages)} store={memoryStore()}>
        <RelationMap assetId={1} version={0} depth={3} onDepthChange={vi.fn()} onAdd={onAdd} onLimitChange={onLimitChange} />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onAdd, onLimitChange };
}

it('draws every asset as a button named by its asset, and says what was left out', async () => {
  const { onLimitChange } = renderMap();
  const map = await screen.findByRole('group', { name: /relationship map/i });
  await waitFor(() => expect(map.getAttribute('data-drawn')).toBe('true'));
  expect(requested).toEqual(['/service-desk/api/cmdb-asset/1?depth=3&limit=100']);
  expect(map.querySelector('svg.hop-map')).not.toBeNull();
  expect(within(map).getAllByRole('button')).toHaveLength(COUNT);
  expect(within(map).getByRole('button', { name: 'AST-1 Server 1' }).getAttribute('aria-current')).toBe('true');
  expect(within(map).getByRole('button', { name: 'AST-2 Server 2 (Switch, Retired)' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByText('120 more not shown')).toBeTruthy();
  expect(screen.getByText('3 more relationships not shown')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: `draw all ${COUNT + 120} (slower)` }));
  expect(onLimitChange).toHaveBeenCalledWith(COUNT + 120);
});

it('opens a node\'s dialog on a click or Enter, the hostile name whole and as text', async () => {
  const { onAdd } = renderMap();
  const map = await screen.findByRole('group', { name: /relationship map/i });
  await waitFor(() => expect(map.getAttribute('data-drawn')).toBe('true'));
  const hostile = within(map).getByRole('button', { name: `AST-4 ${HOSTILE} (Switch)` });
  fireEvent.click(hostile.querySelector('text')!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading').textContent).toBe(`AST-4 ${HOSTILE}`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'add relationship' }));
  expect(onAdd).toHaveBeenCalledWith(nodes[3]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.keyDown(within(map).getByRole('button', { name: /^AST-2 Server 2 / }), { key: 'Enter' });
  expect(within(await screen.findByRole('dialog')).getByRole('heading').textContent).toBe('AST-2 Server 2');
  expect(document.querySelectorAll('img, script, foreignObject').length).toBe(0);
});

it('draws a small map the same way, with a legend of the types and statuses it shows', async () => {
  answer = { nodes: answer.nodes.slice(0, 3), edges: edges.slice(0, 2) };
  renderMap();
  const map = await screen.findByRole('group', { name: /relationship map/i });
  await waitFor(() => expect(map.getAttribute('data-drawn')).toBe('true'));
  expect(map.querySelector('svg.hop-map')).not.toBeNull();
  expect(within(map).getAllByRole('button')).toHaveLength(3);
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(within(legend).getByRole('list', { name: 'Types:' }).textContent).toBe('ServerSwitch');
  expect(within(legend).getByRole('list', { name: 'Statuses:' }).textContent).toBe('Retired');
  expect(legend.textContent).toContain('this asset, the map\'s centre');
});

it('zooms by its buttons and keys, pans by the arrows, and fits the map again with 0', async () => {
  renderMap();
  const map = await screen.findByRole('group', { name: /relationship map/i });
  await waitFor(() => expect(map.getAttribute('data-drawn')).toBe('true'));
  const viewport = map.querySelector('g.viewport')!;
  const scale = () => Number(/scale\(([\d.]+)\)/.exec(viewport.getAttribute('transform') ?? '')?.[1]);
  const opened = viewport.getAttribute('transform');
  expect(opened).toMatch(/^translate\(.+\) scale\(.+\)$/);
  // More than WHOLE_MAX assets: it opens readable, around the asset.
  expect(scale()).toBe(0.5);
  fireEvent.click(screen.getByRole('button', { name: 'zoom in' }));
  expect(scale()).toBeCloseTo(0.5 * 1.25);
  fireEvent.click(screen.getByRole('button', { name: 'zoom out' }));
  fireEvent.keyDown(map, { key: '-' });
  expect(scale()).toBeCloseTo(0.5 / 1.25);
  fireEvent.keyDown(map, { key: '+' });
  const before = viewport.getAttribute('transform');
  fireEvent.keyDown(map, { key: 'ArrowRight' });
  expect(viewport.getAttribute('transform')).not.toBe(before);
  fireEvent.keyDown(map, { key: '0' });
  // Whole in a box of no size (jsdom lays nothing out): the smallest scale.
  expect(scale()).toBe(0.05);
});
