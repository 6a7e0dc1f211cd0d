// @vitest-environment jsdom
// The hop map's SVG: names go in as text, so a hostile one is shown as typed and never becomes markup.
import { describe, expect, it } from 'vitest';
import { drawHopMap } from '../../../src/overrides/cmdb/drawHopMap';
import { hopLayout } from '../../../src/overrides/cmdb/hopLayout';

const HOSTILE = '<img src=x onerror="window.__pwned=1">"]; click n0 call alert(1) %%{init}%% </text><script>alert(1)</script>';
const measure = (text: string, size: number) => [...text].length * size * 0.6;

function draw() {
  const layout = hopLayout({
    nodes: [
      { id: 7, name: 'Dell PowerEdge R750', identifier: 'AST-0007', depth: 0 },
      { id: 8, name: HOSTILE, identifier: null, depth: 1 },
      { id: 9, name: 'Short & "quoted"', identifier: 'AST-0009', depth: 1 },
    ],
    edges: [
      { parent_asset_id: 7, child_asset_id: 8, relation_name: '<b onclick=alert(1)>on</b>' },
      { parent_asset_id: 9, child_asset_id: 7, relation_name: 'backs up' },
    ],
  }, 7, measure);
  return drawHopMap(layout, 'Roboto, sans-serif');
}

describe('drawHopMap', () => {
  it('draws one node per asset, marked with our key, the asset round and thicker', () => {
    const svg = draw();
    const nodes = [...svg.querySelectorAll('g.node')];
    expect(nodes.map((node) => node.getAttribute('data-node'))).toEqual(['n0', 'n1', 'n2']);
    expect(nodes.map((node) => node.classList.contains('root'))).toEqual([true, false, false]);
    expect(nodes[0].querySelector('rect')!.getAttribute('rx')).toBe('16');
    expect(svg.querySelectorAll('path.edge')).toHaveLength(2);
    expect([...svg.querySelectorAll('g.edgeLabel text')].map((text) => text.textContent)).toEqual(['<b onclick=alert(1)>on</b>', 'backs up']);
    // Every edge ends in the one arrowhead this drawing defines.
    const marker = svg.querySelector('marker')!.id;
    for (const path of svg.querySelectorAll('path.edge')) expect(path.getAttribute('marker-end')).toBe(`url(#${marker})`);
  });

  it('shows names exactly as typed, as text: no element comes from a name', () => {
    const svg = draw();
    const [, hostile, quoted] = svg.querySelectorAll('g.node');
    expect(hostile.querySelector('text')!.textContent).toBe(`${[...HOSTILE].slice(0, 47).join('').trimEnd()}…`);
    // Cut on the map, whole on hover.
    expect(hostile.querySelector('title')!.textContent).toBe(HOSTILE);
    expect(quoted.querySelector('text')!.textContent).toBe('AST-0009 Short & "quoted"');
    expect(quoted.querySelector('title')).toBeNull();
    expect(svg.querySelectorAll('img, script, foreignObject, a, b, [onerror], [onclick]')).toHaveLength(0);
    const tags = new Set([...svg.querySelectorAll('*')].map((element) => element.tagName));
    expect([...tags].sort()).toEqual(['defs', 'g', 'marker', 'path', 'rect', 'text', 'title']);
  });
});
