// @vitest-environment jsdom
// The hop map's SVG: names go in as text, so a hostile one is shown as typed and never becomes markup;
// each node shows its type and status, in colour and in words, and the asset the map is centred on is ringed.
import { describe, expect, it } from 'vitest';
import { drawHopMap, nodeDescription } from '../../../src/overrides/cmdb/drawHopMap';
import { hopLayout } from '../../../src/overrides/cmdb/hopLayout';

const HOSTILE = '<img src=x onerror="window.__pwned=1">"]; click n0 call alert(1) %%{init}%% </text><script>alert(1)</script>';
const measure = (text: string, size: number) => [...text].length * size * 0.6;
const SERVER = { id: 4, name: 'Server' };
const IN_USE = { id: 2, name: 'In use' };
const look = { fontFamily: 'Roboto, sans-serif', colourOf: (facet: { id: number }, kind: string) => `${kind}-${facet.id}` };

function draw() {
  const layout = hopLayout({
    nodes: [
      { id: 7, name: 'Dell PowerEdge R750', identifier: 'AST-0007', depth: 0, type: SERVER, status: IN_USE },
      { id: 8, name: HOSTILE, identifier: null, depth: 1, type: { id: 5, name: '<b>Rack</b>' }, status: null },
      { id: 9, name: 'Short & "quoted"', identifier: 'AST-0009', depth: 1 },
    ],
    edges: [
      { parent_asset_id: 7, child_asset_id: 8, relation_name: '<b onclick=alert(1)>on</b>' },
      { parent_asset_id: 9, child_asset_id: 7, relation_name: 'backs up' },
    ],
  }, 7, measure);
  return drawHopMap(layout, look);
}

describe('drawHopMap', () => {
  it('draws one node per asset, marked with our key, the asset ringed, all inside the one viewport', () => {
    const svg = draw();
    const nodes = [...svg.querySelectorAll('g.viewport g.node')];
    expect(nodes.map((node) => node.getAttribute('data-node'))).toEqual(['n0', 'n1', 'n2']);
    expect(nodes.map((node) => node.classList.contains('root'))).toEqual([true, false, false]);
    expect(nodes.map((node) => node.querySelectorAll('rect.ring').length)).toEqual([1, 0, 0]);
    expect(svg.querySelectorAll(':scope > g')).toHaveLength(1);
    expect(svg.querySelectorAll('g.viewport path.edge')).toHaveLength(2);
    expect([...svg.querySelectorAll('g.edgeLabel text')].map((text) => text.textContent)).toEqual(['<b onclick=alert(1)>on</b>', 'backs up']);
    // Every edge ends in the one arrowhead this drawing defines.
    const marker = svg.querySelector('marker')!.id;
    for (const path of svg.querySelectorAll('path.edge')) expect(path.getAttribute('marker-end')).toBe(`url(#${marker})`);
  });

  it('marks each node\'s type with a stripe and its status with a dot in their colours, and names both on hover', () => {
    const [dell, hostile, quoted] = draw().querySelectorAll('g.node');
    expect(dell.querySelector('rect.type')!.getAttribute('fill')).toBe('type-4');
    expect(dell.querySelector('circle.status')!.getAttribute('fill')).toBe('status-2');
    expect(dell.querySelector('title')!.textContent).toBe('AST-0007 Dell PowerEdge R750 (Server, In use)');
    expect(hostile.querySelector('rect.type')!.getAttribute('fill')).toBe('type-5');
    expect(hostile.querySelector('circle.status')).toBeNull();
    expect(quoted.querySelectorAll('rect.type, circle.status')).toHaveLength(0);
    // The name's text sits between the stripe and the dot, inside the node.
    const text = Number(dell.querySelector('text')!.getAttribute('x'));
    const width = Number(dell.querySelector('rect.body')!.getAttribute('width'));
    expect(text).toBeGreaterThan(width / 2 - 10);
    expect(text).toBeLessThan(width / 2);
  });

  it('shows names exactly as typed, as text: no element comes from a name', () => {
    const svg = draw();
    const [, hostile, quoted] = svg.querySelectorAll('g.node');
    expect(hostile.querySelector('text')!.textContent).toBe(`${[...HOSTILE].slice(0, 47).join('').trimEnd()}…`);
    // Cut on the map, whole on hover with its type.
    expect(hostile.querySelector('title')!.textContent).toBe(`${HOSTILE} (<b>Rack</b>)`);
    expect(quoted.querySelector('text')!.textContent).toBe('AST-0009 Short & "quoted"');
    expect(quoted.querySelector('title')!.textContent).toBe('AST-0009 Short & "quoted"');
    expect(svg.querySelectorAll('img, script, foreignObject, a, b, [onerror], [onclick]')).toHaveLength(0);
    const tags = new Set([...svg.querySelectorAll('*')].map((element) => element.tagName));
    expect([...tags].sort()).toEqual(['circle', 'defs', 'g', 'marker', 'path', 'rect', 'text', 'title']);
  });

  it('describes a node by its name, then what it is and how it stands', () => {
    expect(nodeDescription({ name: 'A', type: SERVER, status: IN_USE })).toBe('A (Server, In use)');
    expect(nodeDescription({ name: 'A', type: null, status: IN_USE })).toBe('A (In use)');
    expect(nodeDescription({ name: 'A', type: null, status: null })).toBe('A');
  });
});
