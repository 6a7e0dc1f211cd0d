/**
 * The map's drawing, one way for every size: laid out by hops (hopLayout) and drawn as our own SVG
 * (drawHopMap). Each drawn asset is a g.node marked data-node with our key, which `assetOf` turns into
 * its asset. (Small maps were drawn by mermaid until its chunks and first render made a map of a few
 * assets slower than one of 500: decisions, "One drawing for every map".)
 */
import type { MapGraph } from './cmdbApi';
import { drawHopMap, type DrawLook } from './drawHopMap';
import { hopLayout } from './hopLayout';
import type { MapColors } from './mapColors';
import type { Point, Size } from './mapView';
import { textMeasure } from './textMeasure';

export interface MapLook extends DrawLook { colors: MapColors }

export interface MapDrawing {
  svg: SVGSVGElement;
  /** Our node key → asset id. */
  assetOf: Map<string, number>;
  /** The drawing's own size, before any zoom. */
  size: Size;
  /** The middle of the asset itself in the drawing: a large map opens around it. */
  focus?: Point;
}

/** renderMap(graph, 7, look): the SVG of the map around asset 7, not yet in the page. */
export function renderMap(graph: Pick<MapGraph, 'nodes' | 'edges'>, rootId: number, look: MapLook): MapDrawing {
  const layout = hopLayout(graph, rootId, textMeasure(look.fontFamily));
  const { root } = layout;
  return {
    svg: drawHopMap(layout, look),
    assetOf: new Map(layout.nodes.map((node) => [node.key, node.asset])),
    size: { width: layout.width, height: layout.height },
    focus: root && { x: root.x + root.width / 2, y: root.y + root.height / 2 },
  };
}
