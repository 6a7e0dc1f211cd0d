// The hop map's layout: one column per hop, every relation drawn once from parent to child, labels
// beside their curves and inside the gaps, and nothing left out but relations to assets not on the map.
import { describe, expect, it } from 'vitest';
import type { MapEdge, MapNode } from '../../../src/overrides/cmdb/cmdbApi';
import { hopLayout, type TextMeasure } from '../../../src/overrides/cmdb/hopLayout';
import type { Box } from '../../../src/overrides/cmdb/labelGrid';
import { LABEL_MAX } from '../../../src/overrides/cmdb/shortLabel';

const measure: TextMeasure = (text, size) => [...text].length * size * 0.6;
const node = (id: number, depth: number, name = `Asset ${id}`): MapNode => ({ id, name, identifier: `AST-${id}`, depth, type: null, status: null });
const edge = (parent: number, child: number, relation = 'runs on'): MapEdge => ({ parent_asset_id: parent, child_asset_id: child, relation_name: relation });
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The start and end points of a path 'Mx,y C... x,y'. */
const ends = (path: string) => {
  const numbers = path.match(/-?[\d.]+/g)!.map(Number);
  return { start: numbers.slice(0, 2), end: numbers.slice(-2) };
};

/** Seeded pseudo-random numbers: a graph of 120 assets within 4 hops and 240 relations, the same every run. */
function largeGraph() {
  let seed = 11;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
  const nodes = [node(0, 0)];
  const edges: MapEdge[] = [];
  for (let i = 1; i < 120; i++) {
    const parent = Math.floor((i - 1) / 3);
    nodes.push(node(i, nodes[parent].depth + 1));
    edges.push(edge(parent, i, ['runs on', 'depends on', 'connected to'][i % 3]));
  }
  while (edges.length < 240) {
    const [a, b] = [Math.floor(random() * 120), Math.floor(random() * 120)];
    if (a !== b && Math.abs(nodes[a].depth - nodes[b].depth) <= 1) edges.push(edge(a, b, 'backs up'));
  }
  return { nodes, edges };
}

describe('hopLayout', () => {
  it('puts each hop in its own column, left to right, the asset alone in the first', () => {
    const layout = hopLayout({ nodes: [node(7, 0), node(15, 1), node(40, 1), node(41, 2)], edges: [edge(15, 7), edge(7, 40), edge(40, 41)] }, 7, measure);
    const [root, a, b, c] = layout.nodes;
    expect(layout.nodes.map((n) => n.key)).toEqual(['n0', 'n1', 'n2', 'n3']);
    expect(layout.nodes.map((n) => n.asset)).toEqual([7, 15, 40, 41]);
    expect(root.root).toBe(true);
    expect(layout.root).toBe(root);
    expect(a.x).toBeGreaterThan(root.x + root.width);
    expect(a.x + a.width / 2).toBeCloseTo(b.x + b.width / 2);
    expect(c.x).toBeGreaterThan(Math.max(a.x + a.width, b.x + b.width));
    for (const n of layout.nodes) {
      expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
      expect(n.y + n.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws each relation from its parent to its child, whichever column the parent is in', () => {
    const layout = hopLayout({ nodes: [node(7, 0), node(15, 1), node(40, 1)], edges: [edge(15, 7), edge(7, 40), edge(15, 40, 'connected to')] }, 7, measure);
    const [root, up, down] = layout.nodes;
    const [fromUp, toDown, sideways] = layout.edges;
    expect([fromUp.from, fromUp.to, toDown.from, toDown.to]).toEqual(['n1', 'n0', 'n0', 'n2']);
    // 15 is the parent: its curve leaves 15's left side and ends (arrow) at the asset's right side.
    expect(ends(fromUp.path)).toEqual({ start: [up.x, up.y + up.height / 2], end: [root.x + root.width, root.y + root.height / 2] });
    expect(ends(toDown.path)).toEqual({ start: [root.x + root.width, root.y + root.height / 2], end: [down.x, down.y + down.height / 2] });
    // Two assets of one hop: an arc out of their right sides.
    expect(ends(sideways.path)).toEqual({ start: [up.x + up.width, up.y + up.height / 2], end: [down.x + down.width, down.y + down.height / 2] });
    expect(sideways.label).toBe('connected to');
  });

  it('leaves out relations to assets not on the map and relations of an asset to itself, and cuts long names', () => {
    const long = 'x'.repeat(LABEL_MAX + 5);
    const layout = hopLayout({ nodes: [node(7, 0, long), node(15, 1)], edges: [edge(7, 15, 'r'.repeat(40)), edge(7, 99), edge(7, 7)] }, 7, measure);
    expect(layout.edges).toHaveLength(1);
    expect([...layout.edges[0].label]).toHaveLength(30);
    expect(layout.nodes[0].name).toBe(`AST-7 ${long}`);
    expect([...layout.nodes[0].label]).toHaveLength(LABEL_MAX);
    expect(layout.nodes[0].label.endsWith('…')).toBe(true);
  });

  it('lays out a large graph with no two nodes overlapping and every label inside its gap, nearly all apart', () => {
    const graph = largeGraph();
    const layout = hopLayout(graph, 0, measure);
    expect(layout.nodes).toHaveLength(120);
    expect(layout.edges).toHaveLength(240);
    const boxes = layout.nodes;
    for (let i = 0; i < boxes.length; i++) for (let j = 0; j < i; j++) expect(overlaps(boxes[i], boxes[j]), `${boxes[i].key} ${boxes[j].key}`).toBe(false);
    const labels = layout.edges.map((e) => e.labelBox);
    for (const label of labels) for (const box of boxes) expect(overlaps(label, box)).toBe(false);
    const crowded = labels.filter((label, i) => labels.some((other, j) => j !== i && overlaps(label, other)));
    expect(crowded.length).toBeLessThan(labels.length * 0.05);
  });

  it('names nodes by their place in the answer, as toMermaid does, and draws a repeated asset once', () => {
    const layout = hopLayout({ nodes: [node(7, 0), node(15, 1), node(15, 1), node(40, 1)], edges: [] }, 7, measure);
    expect(layout.nodes.map((n) => [n.key, n.asset])).toEqual([['n0', 7], ['n1', 15], ['n3', 40]]);
  });
});
