import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { fitView, panBy, PAN_STEP, READABLE, transformOf, WHOLE_MAX, zoomAt, ZOOM, type Point, type View } from './mapView';
import type { MapDrawing } from './renderMap';

/** How far a pointer moves before a press becomes a drag (and no longer a click on a node). */
const DRAG_START = 4;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * useMapView(box, drawing): the zoom and pan of a drawn map in its box. The view is applied straight
 * to the drawing's g.viewport (no render per wheel step or pointer move). It offers the whole map
 * (whole), the way a map opens (opening: whole, or a large map around its asset: WHOLE_MAX), a zoom
 * step in or out, and the box's handlers: the wheel zooms around the pointer, a drag pans, two
 * pointers pinch, and the keys + - 0 and the arrows do the same from the keyboard. `dragged()` says
 * whether the last press was a drag, so the click that ends it opens no node.
 */
export function useMapView(box: RefObject<HTMLElement | null>, drawing: MapDrawing | undefined) {
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const pointers = useRef(new Map<number, Point>());
  const moved = useRef(false);
  const travelled = useRef(0);

  const apply = useCallback((next: View) => {
    view.current = next;
    drawing?.svg.querySelector('g.viewport')?.setAttribute('transform', transformOf(next));
  }, [drawing]);
  const boxSize = useCallback(() => ({ width: box.current?.clientWidth ?? 0, height: box.current?.clientHeight ?? 0 }), [box]);
  const whole = useCallback((floor = 0) => { if (drawing) apply(fitView(drawing.size, boxSize(), drawing.focus, floor)); }, [apply, boxSize, drawing]);
  const zoom = useCallback((factor: number, at?: Point) => {
    const { width, height } = boxSize();
    apply(zoomAt(view.current, factor, at ?? { x: width / 2, y: height / 2 }));
  }, [apply, boxSize]);
  const pointOf = useCallback((event: { clientX: number; clientY: number }): Point => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }, [box]);

  // The wheel zooms the map, not the page: a listener that may cancel the scroll (React's is passive).
  useEffect(() => {
    const element = box.current;
    if (!element || !drawing) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      zoom(Math.exp(-pixels * 0.002), pointOf(event));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box, drawing, zoom, pointOf]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, pointOf(event));
    if (pointers.current.size === 1) { moved.current = false; travelled.current = 0; }
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = pointOf(event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    pointers.current.set(event.pointerId, now);
    if (others.length === 1) {
      // A pinch: the scale follows the fingers' spread, the map follows their middle.
      const [other] = others;
      const before = middle(last, other);
      const after = middle(now, other);
      apply(panBy(zoomAt(view.current, distance(now, other) / Math.max(1, distance(last, other)), before), after.x - before.x, after.y - before.y));
      moved.current = true;
      return;
    }
    travelled.current += distance(now, last);
    if (!moved.current && travelled.current < DRAG_START) return;
    if (!moved.current) {
      moved.current = true;
      // Captured only once it is a drag: a plain click still lands on the node under it.
      box.current?.setPointerCapture?.(event.pointerId);
    }
    apply(panBy(view.current, now.x - last.x, now.y - last.y));
  };
  const onPointerUp = (event: PointerEvent) => { pointers.current.delete(event.pointerId); };

  /** Handles the map's keys; true when the key was one of them (the caller keeps it from scrolling the page). */
  const onKey = (event: KeyboardEvent): boolean => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    if (event.key === '+' || event.key === '=') zoom(ZOOM.step);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM.step);
    else if (event.key === '0') whole();
    else if (arrows[event.key]) apply(panBy(view.current, ...arrows[event.key]));
    else return false;
    return true;
  };

  return {
    whole,
    opening: () => whole(drawing && drawing.assetOf.size > WHOLE_MAX ? READABLE : 0),
    zoomIn: () => zoom(ZOOM.step),
    zoomOut: () => zoom(1 / ZOOM.step),
    onKey,
    dragged: () => moved.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
