/** Control and format characters (newlines, bidi overrides) and the line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/** Characters a node label keeps; longer names end in '…' (the node's accessible name keeps them all). */
export const LABEL_MAX = 48;
/** Characters a relation name keeps on an edge. */
export const EDGE_LABEL_MAX = 30;

/**
 * shortLabel('a\nb\u202E c', 48) === 'a b c': one line of visible text, cut at `max` characters
 * (not UTF-16 units) with an ellipsis; nothing visible left reads '—'. Both renderers of the map use it.
 */
export function shortLabel(text: string, max = LABEL_MAX): string {
  const flat = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  const short = chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : flat;
  return short || '—';
}
