/**
 * A map laid out by hopLayout as an SVG element, built node by node through the DOM: names go in as
 * text nodes and attribute values, never through a parser, so a name is shown exactly as typed and
 * can never become markup. The look (node, line and text colours, focus ring) comes from the page's
 * CSS, which follows the app's light or dark theme; the type's stripe and the status's dot take their
 * colour from `colourOf`; sizes are attributes, as the layout measured them. Everything drawn sits
 * in one g.viewport, whose transform the map's zoom and pan set.
 */
import type { Facet } from './cmdbApi';
import { DOT_SPACE, EDGE_FONT, NODE_FONT, STRIPE_SPACE, type HopLayout, type LaidNode } from './hopLayout';
import type { FacetKind } from './mapPalette';

const SVG = 'http://www.w3.org/2000/svg';
/** The ring around the asset the map is centred on, outside its box. */
const RING = 4;
let drawings = 0;

type Attributes = Record<string, string | number>;

function element<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attributes: Attributes, text?: string): SVGElementTagNameMap[K] {
  const made = doc.createElementNS(SVG, tag) as SVGElementTagNameMap[K];
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  if (text !== undefined) made.textContent = text;
  return made;
}

/** nodeDescription(node) === 'AST-7 Dell (Server, In use)': the whole name, then its type and status in words. */
export function nodeDescription(node: { name: string; type: Facet | null; status: Facet | null }): string {
  const facets = [node.type?.name, node.status?.name].filter((name): name is string => Boolean(name));
  return facets.length ? `${node.name} (${facets.join(', ')})` : node.name;
}

export interface DrawLook {
  fontFamily: string;
  colourOf(facet: Facet, kind: FacetKind): string;
}

function drawNode(doc: Document, node: LaidNode, look: DrawLook): SVGGElement {
  const group = element(doc, 'g', { class: node.root ? 'node root' : 'node', 'data-node': node.key, transform: `translate(${node.x},${node.y})` });
  if (node.root) {
    group.append(element(doc, 'rect', { class: 'ring', x: -RING, y: -RING, width: node.width + 2 * RING, height: node.height + 2 * RING, rx: 8 + RING }));
  }
  group.append(element(doc, 'rect', { class: 'body', width: node.width, height: node.height, rx: node.root ? 8 : 4 }));
  if (node.type) {
    group.append(element(doc, 'rect', { class: 'type', x: 4, y: 5, width: 4, height: node.height - 10, rx: 2, fill: look.colourOf(node.type, 'type'), 'data-type': node.type.id }));
  }
  if (node.status) {
    group.append(element(doc, 'circle', {
      class: 'status', cx: node.width - DOT_SPACE / 2 - 4, cy: node.height / 2, r: 4.5, fill: look.colourOf(node.status, 'status'), 'data-status': node.status.id,
    }));
  }
  const middle = (STRIPE_SPACE + node.width - DOT_SPACE) / 2;
  group.append(element(doc, 'text', { x: middle, y: node.height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': NODE_FONT }, node.label));
  // On hover: the whole name, with its type and status in words.
  group.append(element(doc, 'title', {}, nodeDescription(node)));
  return group;
}

/** drawHopMap(layout, look): <svg class="hop-map"> with one g.node[data-node] per asset, edges under nodes, all in g.viewport. */
export function drawHopMap(layout: HopLayout, look: DrawLook, doc: Document = document): SVGSVGElement {
  const arrow = `hop-map-${++drawings}-arrow`;
  const svg = element(doc, 'svg', { class: 'hop-map', width: layout.width, height: layout.height, 'font-family': look.fontFamily });
  const marker = element(doc, 'marker', { id: arrow, viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto' });
  marker.append(element(doc, 'path', { d: 'M0,0 L10,5 L0,10 z' }));
  svg.append(element(doc, 'defs', {}));
  svg.firstElementChild!.append(marker);

  const edges = element(doc, 'g', { class: 'edgePaths' });
  const labels = element(doc, 'g', { class: 'edgeLabels' });
  for (const edge of layout.edges) {
    edges.append(element(doc, 'path', { class: 'edge', d: edge.path, 'marker-end': `url(#${arrow})`, 'data-from': edge.from, 'data-to': edge.to }));
    const { x, y, width, height } = edge.labelBox;
    const label = element(doc, 'g', { class: 'edgeLabel' });
    label.append(
      element(doc, 'rect', { x, y, width, height, rx: 3 }),
      element(doc, 'text', { x: x + width / 2, y: y + height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': EDGE_FONT }, edge.label),
    );
    labels.append(label);
  }

  const nodes = element(doc, 'g', { class: 'nodes' });
  for (const node of layout.nodes) nodes.append(drawNode(doc, node, look));
  const viewport = element(doc, 'g', { class: 'viewport' });
  viewport.append(edges, labels, nodes);
  svg.append(viewport);
  return svg;
}
