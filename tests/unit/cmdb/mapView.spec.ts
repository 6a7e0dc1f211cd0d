// Where the map's drawing sits in its box: fitted whole (never enlarged), or around its asset when
// whole would be too small to read; zooming keeps the point under the pointer still.
import { describe, expect, it } from 'vitest';
import { boxHeight, fitView, panBy, READABLE, transformOf, zoomAt, ZOOM } from '../../../src/overrides/cmdb/mapView';

const box = { width: 400, height: 300 };

describe('fitView', () => {
  it('shows a drawing wider than its box whole, scaled down and centred', () => {
    const view = fitView({ width: 800, height: 200 }, box);
    expect(view.k).toBe(0.5);
    expect(view.x).toBe(0);
    expect(view.y).toBe((300 - 100) / 2);
  });

  it('never enlarges a small drawing, and centres it', () => {
    expect(fitView({ width: 100, height: 50 }, box)).toEqual({ k: 1, x: 150, y: 125 });
  });

  it('opens a map too large to read whole at the readable scale, around its asset', () => {
    const focus = { x: 1500, y: 2000 };
    const view = fitView({ width: 3000, height: 6000 }, box, focus, READABLE);
    expect(view.k).toBe(READABLE);
    // The asset's middle lands in the middle of the box.
    expect(focus.x * view.k + view.x).toBe(200);
    expect(focus.y * view.k + view.y).toBe(150);
    // Without the floor it is whole.
    expect(fitView({ width: 3000, height: 6000 }, box, focus).k).toBe(0.05);
  });
});

describe('zoomAt and panBy', () => {
  it('keeps the point it zooms at where it was on screen', () => {
    const start = { x: 20, y: 10, k: 1 };
    const point = { x: 120, y: 90 };
    const zoomed = zoomAt(start, 2, point);
    expect(zoomed.k).toBe(2);
    // The drawing's point under the pointer: (point - x) / k, the same before and after.
    expect((point.x - zoomed.x) / zoomed.k).toBe((point.x - start.x) / start.k);
    expect((point.y - zoomed.y) / zoomed.k).toBe((point.y - start.y) / start.k);
  });

  it('stays within the zoom range', () => {
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 100, { x: 0, y: 0 }).k).toBe(ZOOM.max);
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 0.0001, { x: 0, y: 0 }).k).toBe(ZOOM.min);
  });

  it('moves the drawing by the pixels given', () => {
    expect(panBy({ x: 5, y: 5, k: 2 }, -10, 20)).toEqual({ x: -5, y: 25, k: 2 });
    expect(transformOf({ x: 10.04, y: -3, k: 0.5 })).toBe('translate(10,-3) scale(0.5)');
  });
});

describe('boxHeight', () => {
  it('is the drawing\'s height at the width\'s scale, within its bounds', () => {
    expect(boxHeight({ width: 800, height: 600 }, 400, 240, 700)).toBe(300);
    expect(boxHeight({ width: 800, height: 100 }, 400, 240, 700)).toBe(240);
    expect(boxHeight({ width: 100, height: 2000 }, 400, 240, 700)).toBe(700);
  });
});
