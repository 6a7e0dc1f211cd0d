import { useEffect, useState } from 'react';

/** Smaller changes than this are not followed: a scroll bar coming and going must not redraw a chart back and forth. */
const STEP_PX = 8;

/**
 * useBoxWidth(active) → [ref, width]: the width of the element in pixels as it is laid out, followed
 * as the box resizes (a phone turned, the menu opened); undefined until measured or when not active.
 * ref is a callback, so an element drawn later (after loading) is measured when it appears.
 */
export function useBoxWidth<E extends HTMLElement>(active: boolean) {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (!active || !element) return undefined;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      setWidth((current) => (current !== undefined && Math.abs(current - next) < STEP_PX ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, element]);
  return [setElement, width] as const;
}
