/**
 * Where the map's drawing sits in its box: shifted by (x, y) and scaled by k, as the SVG transform
 * translate(x, y) scale(k) of the drawing's group. Pure, so the fitting, zooming and panning the
 * buttons, wheel, pinch and keys do are one set of rules.
 */
export interface View { x: number; y: number; k: number }
export interface Size { width: number; height: number }
export interface Point { x: number; y: number }

/** The zoom range, and the factor of one step (a button, a key). */
export const ZOOM = { min: 0.05, max: 4, step: 1.25 } as const;
/**
 * How a map opens: whole when it has at most WHOLE_MAX assets (however small that makes it on a
 * phone); a larger one that would show smaller than READABLE opens at READABLE around its asset
 * instead (whole with 0 or the button), since its names would be dots.
 */
export const WHOLE_MAX = 30;
export const READABLE = 0.5;
/** Pixels an arrow key moves the drawing. */
export const PAN_STEP = 48;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * fitView(drawing, box): the whole drawing centred in the box, never enlarged; with `floor` and a
 * `focus`, a drawing that would shrink below floor shows at floor, centred on the focus instead.
 */
export function fitView(content: Size, box: Size, focus?: Point, floor = 0): View {
  const whole = clamp(Math.min(1, box.width / Math.max(1, content.width), box.height / Math.max(1, content.height)), ZOOM.min, 1);
  if (focus && whole < floor) return { k: floor, x: box.width / 2 - focus.x * floor, y: box.height / 2 - focus.y * floor };
  return { k: whole, x: (box.width - content.width * whole) / 2, y: (box.height - content.height * whole) / 2 };
}

/** zoomAt(view, 2, point): scaled by the factor (within ZOOM) with `point` of the box staying where it is. */
export function zoomAt(view: View, factor: number, point: Point): View {
  const k = clamp(view.k * factor, ZOOM.min, ZOOM.max);
  const ratio = k / view.k;
  return { k, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/** panBy(view, dx, dy): the drawing moved by (dx, dy) pixels of the box. */
export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The box's height for a drawing: as tall as the drawing at the width's scale, between `min` and `max`. */
export const boxHeight = (content: Size, width: number, min: number, max: number) =>
  Math.round(clamp(content.height * Math.min(1, width / Math.max(1, content.width)), min, Math.max(min, max)));

/** transformOf({x: 10, y: 0, k: 0.5}) === 'translate(10,0) scale(0.5)' */
export const transformOf = ({ x, y, k }: View) => `translate(${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}) scale(${Math.round(k * 1000) / 1000})`;
