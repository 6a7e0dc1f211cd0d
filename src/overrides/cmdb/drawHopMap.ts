/**
 * A map laid out by hopLayout as an SVG element, built node by node through the DOM: names go in as
 * text nodes and attribute values, never through a parser, so a name is shown exactly as typed and
 * can never become markup. The look (colours, focus ring) comes from the page's CSS, which follows
 * the app's light or dark theme; sizes are attributes, as the layout measured them.
 */
import { EDGE_FONT, NODE_FONT, type HopLayout } from './hopLayout';

const SVG = 'http://www.w3.org/2000/svg';
let drawings = 0;

type Attributes = Record<string, string | number>;

function element<K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attributes: Attributes, text?: string): SVGElementTagNameMap[K] {
  const made = doc.createElementNS(SVG, tag) as SVGElementTagNameMap[K];
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
  if (text !== undefined) made.textContent = text;
  return made;
}

/** drawHopMap(layout, 'Roboto, sans-serif'): <svg class="hop-map"> with one g.node[data-node] per asset, edges under nodes. */
export function drawHopMap(layout: HopLayout, fontFamily: string, doc: Document = document): SVGSVGElement {
  const arrow = `hop-map-${++drawings}-arrow`;
  const svg = element(doc, 'svg', { class: 'hop-map', width: layout.width, height: layout.height, viewBox: `0 0 ${layout.width} ${layout.height}`, 'font-family': fontFamily });
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
  for (const node of layout.nodes) {
    const group = element(doc, 'g', { class: node.root ? 'node root' : 'node', 'data-node': node.key, transform: `translate(${node.x},${node.y})` });
    group.append(
      element(doc, 'rect', { width: node.width, height: node.height, rx: node.root ? node.height / 2 : 4 }),
      element(doc, 'text', { x: node.width / 2, y: node.height / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': NODE_FONT }, node.label),
    );
    // A cut name shows whole on hover.
    if (node.label !== node.name) group.append(element(doc, 'title', {}, node.name));
    nodes.append(group);
  }
  svg.append(edges, labels, nodes);
  return svg;
}
