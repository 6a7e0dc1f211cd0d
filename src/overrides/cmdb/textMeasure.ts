import type { TextMeasure } from './hopLayout';

/** Average width of a character relative to the font size, where no canvas can measure (specs in jsdom). */
const AVERAGE = 0.6;

/**
 * textMeasure('Roboto, sans-serif')('AST-0007 Dell', 14): the width the map's SVG text will take, from
 * one offscreen canvas. Unlike measuring text in the drawn SVG (what mermaid does for each label),
 * it makes the page lay out nothing; repeated labels (relation names) are measured once.
 */
export function textMeasure(fontFamily: string): TextMeasure {
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  const known = new Map<string, number>();
  return (text, size) => {
    const key = `${size}:${text}`;
    let width = known.get(key);
    if (width === undefined) {
      if (context) {
        context.font = `${size}px ${fontFamily}`;
        width = Math.ceil(context.measureText(text).width);
      } else width = Math.ceil([...text].length * size * AVERAGE);
      known.set(key, width);
    }
    return width;
  };
}
