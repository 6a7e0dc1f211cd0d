/**
 * A relation graph laid out by hops, for maps of every size: one column per hop from the
 * asset (the depth the server's breadth-first walk gives every node), left to right. In a
 * breadth-first walk a relation joins nodes at most one hop apart, so every edge is a curve into the
 * next column or an arc beside its own: no layering to search for and no edge routed through other
 * columns, which is what made mermaid's dagre (and ELK) take seconds at a few hundred assets.
 * Pure: text widths come from `measure`, so specs run without a browser.
 */
import { assetLabel, type Facet, type MapEdge, type MapNode } from './cmdbApi';
import { LabelGrid, type Box } from './labelGrid';
import { placeInColumns } from './placeInColumns';
import { EDGE_LABEL_MAX, shortLabel } from './shortLabel';

/** Width in pixels of `text` at `size` pixels in the map's font. */
export type TextMeasure = (text: string, size: number) => number;

export const NODE_FONT = 14;
export const EDGE_FONT = 12;
const NODE_HEIGHT = 32;
const NODE_PAD = 12;
/** Room in a node, left of its name for the type's stripe and right of it for the status's dot. */
export const STRIPE_SPACE = 10;
export const DOT_SPACE = 16;
const ROW_GAP = 10;
const MIN_GAP = 120;
const LABEL_PAD = 4;
const LABEL_HEIGHT = EDGE_FONT + 6;
const MARGIN = 16;
/** Where along its curve an edge label may sit, best first: on the curve, then just above or below it. */
const ALONG = [0.5, 0.38, 0.62, 0.26, 0.74, 0.15, 0.85];
const LABEL_AT = [0, -1, 1].flatMap((shift) => ALONG.map((t) => ({ t, shift: shift * (LABEL_HEIGHT / 2 + 2) })));

export interface LaidNode extends Box { key: string; asset: number; label: string; name: string; root: boolean; type: Facet | null; status: Facet | null }
export interface LaidEdge { from: string; to: string; path: string; label: string; labelBox: Box }
export interface HopLayout { width: number; height: number; nodes: LaidNode[]; edges: LaidEdge[]; root?: LaidNode }

/** What the layout reads of a graph: nodes may come without their type and status. */
export interface LayoutGraph {
  nodes: Array<Omit<MapNode, 'type' | 'status'> & Partial<Pick<MapNode, 'type' | 'status'>>>;
  edges: MapEdge[];
}

type Point = [number, number];
const at = (p: Point[], t: number): Point => {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [w.reduce((s, k, i) => s + k * p[i][0], 0), w.reduce((s, k, i) => s + k * p[i][1], 0)];
};
const round = (n: number) => Math.round(n * 10) / 10;
const pathOf = (p: Point[]) => `M${round(p[0][0])},${round(p[0][1])} C${p.slice(1).map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}`;

/**
 * hopLayout(graph, 7, measure): boxes for the assets (ids n0, n1, ... by their place in graph.nodes),
 * a curve and a label box for each relation between two of them.
 */
export function hopLayout(graph: LayoutGraph, rootId: number, measure: TextMeasure): HopLayout {
  const nodes: LaidNode[] = [];
  const indexOf = new Map<number, number>();
  const hop: number[] = [];
  graph.nodes.forEach((node, i) => {
    if (indexOf.has(node.id)) return;
    indexOf.set(node.id, nodes.length);
    const label = shortLabel(assetLabel(node));
    hop.push(node.id === rootId ? 0 : Math.max(0, Math.floor(Number(node.depth) || 0)));
    nodes.push({
      key: `n${i}`, asset: node.id, label, name: assetLabel(node), root: node.id === rootId, type: node.type ?? null, status: node.status ?? null,
      x: 0, y: 0, width: measure(label, NODE_FONT) + 2 * NODE_PAD + STRIPE_SPACE + DOT_SPACE, height: NODE_HEIGHT,
    });
  });
  const relations = graph.edges
    .map((edge) => ({ from: indexOf.get(edge.parent_asset_id), to: indexOf.get(edge.child_asset_id), label: shortLabel(edge.relation_name, EDGE_LABEL_MAX) }))
    .filter((edge): edge is { from: number; to: number; label: string } => edge.from !== undefined && edge.to !== undefined && edge.from !== edge.to);

  // Hops in use become consecutive columns.
  const hops = [...new Set(hop)].sort((a, b) => a - b);
  const column = hop.map((h) => hops.indexOf(h));
  const columns = hops.map((): number[] => []);
  nodes.forEach((_, i) => { columns[column[i]].push(i); });
  const neighbours = nodes.map((): number[] => []);
  for (const { from, to } of relations) { neighbours[from].push(to); neighbours[to].push(from); }
  const { y } = placeInColumns(columns, neighbours, NODE_HEIGHT + ROW_GAP);

  // A gap after each column holds the labels of the relations leaving it rightwards or staying in it.
  const labelWidth = relations.map((edge) => measure(edge.label, EDGE_FONT) + 2 * LABEL_PAD);
  const widest = columns.map(() => 0);
  relations.forEach((edge, i) => { const k = Math.min(column[edge.from], column[edge.to]); widest[k] = Math.max(widest[k], labelWidth[i]); });
  const columnWidth = columns.map((members) => Math.max(0, ...members.map((i) => nodes[i].width)));
  const gap = widest.map((w) => Math.max(MIN_GAP, 2 * w + 48));
  const left: number[] = [];
  columns.forEach((_, k) => { left.push(k ? left[k - 1] + columnWidth[k - 1] + gap[k - 1] : MARGIN); });
  nodes.forEach((node, i) => {
    node.x = left[column[i]] + (columnWidth[column[i]] - node.width) / 2;
    node.y = MARGIN + y[i];
  });

  const grid = new LabelGrid();
  const edges = relations.map((edge, i): LaidEdge => {
    const [a, b] = [nodes[edge.from], nodes[edge.to]];
    const k = Math.min(column[edge.from], column[edge.to]);
    const gapLeft = left[k] + columnWidth[k];
    const gapRight = gapLeft + gap[k];
    let points: Point[];
    if (column[edge.from] === column[edge.to]) {
      // An arc out of the right sides into the gap, wider the further apart the two are, its top wide enough for the label.
      const bend = gapLeft + Math.min(gap[k] * 0.6, Math.max(labelWidth[i] * 0.7 + 8, 28 + Math.abs(a.y - b.y) * 0.1));
      points = [[a.x + a.width, a.y + a.height / 2], [bend, a.y + a.height / 2], [bend, b.y + b.height / 2], [b.x + b.width, b.y + b.height / 2]];
    } else {
      const rightwards = column[edge.from] < column[edge.to];
      const start: Point = [rightwards ? a.x + a.width : a.x, a.y + a.height / 2];
      const end: Point = [rightwards ? b.x : b.x + b.width, b.y + b.height / 2];
      const half = (end[0] - start[0]) / 2;
      points = [start, [start[0] + half, start[1]], [end[0] - half, end[1]], end];
    }
    const box = ({ t, shift }: { t: number; shift: number }): Box => {
      const [cx, cy] = at(points, t);
      return { x: cx - labelWidth[i] / 2, y: cy + shift - LABEL_HEIGHT / 2, width: labelWidth[i], height: LABEL_HEIGHT };
    };
    const fits = (candidate: Box) => candidate.x >= gapLeft && candidate.x + candidate.width <= gapRight;
    // The first free place along the curve inside the gap; when every one is taken the best, overlapping.
    const inGap = LABEL_AT.map(box).filter(fits);
    const free = inGap.find((candidate) => grid.take(candidate));
    const labelBox = free ?? inGap[0] ?? box(LABEL_AT[0]);
    if (!free) grid.take(labelBox, true);
    return { from: a.key, to: b.key, path: pathOf(points), label: edge.label, labelBox };
  });

  const width = Math.max(MARGIN, ...columns.map((_, k) => left[k] + columnWidth[k] + (widest[k] ? gap[k] : MARGIN)));
  const height = Math.max(...nodes.map((node) => node.y + node.height), 0) + MARGIN;
  return { width, height, nodes, edges, root: nodes.find((node) => node.root) };
}
