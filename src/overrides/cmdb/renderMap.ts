/**
 * The map's drawing: mermaid for a small graph, the hop layout past MERMAID_MAX assets. Either way
 * each drawn asset is a g.node marked data-node with our key, which `assetOf` turns into its asset.
 */
import type { MapGraph } from './cmdbApi';
import { drawHopMap } from './drawHopMap';
import type { MapColors } from './mapColors';
import { hopLayout } from './hopLayout';
import { MERMAID_MAX } from './mapLimit';
import { renderMermaid } from './renderMermaid';
import { textMeasure } from './textMeasure';
import { toMermaid } from './toMermaid';

export interface MapLook { colors: MapColors; fontFamily: string }

export interface MapDrawing {
  svg: SVGSVGElement;
  /** Our node key → asset id. */
  assetOf: Map<string, number>;
  /** Where the asset itself is in the drawing, to scroll a large map to it. */
  focus?: { x: number; y: number };
}

/** renderMap(graph, 7, look): the SVG of the map around asset 7, not yet in the page. */
export async function renderMap(graph: Pick<MapGraph, 'nodes' | 'edges'>, rootId: number, look: MapLook): Promise<MapDrawing> {
  if (graph.nodes.length <= MERMAID_MAX) {
    const map = toMermaid(graph, rootId);
    return { svg: await renderMermaid(map.text, look), assetOf: map.assetOf };
  }
  const layout = hopLayout(graph, rootId, textMeasure(look.fontFamily));
  const { root } = layout;
  return {
    svg: drawHopMap(layout, look.fontFamily),
    assetOf: new Map(layout.nodes.map((node) => [node.key, node.asset])),
    focus: root && { x: root.x + root.width / 2, y: root.y + root.height / 2 },
  };
}
