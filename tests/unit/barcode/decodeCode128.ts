/**
 * A Code 128 reader for tests, independent of the library that draws the bars: it reads the bar
 * positions of an SVG (vertical strokes: x is the centre, stroke-width the width), measures bars
 * and spaces in modules, and decodes symbols with the standard's table, checking the start code,
 * the checksum and the stop pattern as a scanner does.
 */

// Widths bar/space/bar/space/bar/space of the symbol values 0..105 (ISO/IEC 15417); stop is 2331112.
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232'
).split(' ');
const STOP = '2331112';

/** Bars of the SVG as [left, right] edges, left to right. */
function bars(svg: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const path of svg.matchAll(/<path[^>]*stroke-width="([\d.]+)"[^>]*d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const move of path[2].matchAll(/M([\d.]+) [\d.]+L([\d.]+) [\d.]+/g)) {
      if (move[1] !== move[2]) throw new Error('not a vertical bar');
      found.push([Number(move[1]) - width / 2, Number(move[1]) + width / 2]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/** Element widths in modules: bar, space, bar, ... (the narrowest bar is one module). */
function elements(svg: string): number[] {
  const edges = bars(svg);
  const module = Math.min(...edges.map(([l, r]) => r - l));
  const widths: number[] = [];
  edges.forEach(([left, right], i) => {
    if (i > 0) widths.push((left - edges[i - 1][1]) / module);
    widths.push((right - left) / module);
  });
  if (widths.some((w) => Math.abs(w - Math.round(w)) > 0.01 || w < 1 || w > 4)) throw new Error(`widths are not whole modules: ${widths}`);
  return widths.map(Math.round);
}

/** The text a scanner reads from the SVG; throws on anything a scanner would refuse. */
export function decodeCode128(svg: string): string {
  const widths = elements(svg);
  const values: number[] = [];
  let i = 0;
  for (; widths.length - i > 7; i += 6) {
    const value = PATTERNS.indexOf(widths.slice(i, i + 6).join(''));
    if (value < 0) throw new Error(`unknown symbol ${widths.slice(i, i + 6).join('')} at element ${i}`);
    values.push(value);
  }
  if (widths.slice(i).join('') !== STOP) throw new Error('no stop pattern');
  const [start, ...rest] = values;
  const check = rest.pop()!;
  const sum = values.slice(0, -1).reduce((total, value, position) => total + value * Math.max(position, 1), 0);
  if (sum % 103 !== check) throw new Error('checksum mismatch');
  let set = ({ 103: 'A', 104: 'B', 105: 'C' } as Record<number, string>)[start];
  if (!set) throw new Error('no start code');
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value < 100) text += String(value).padStart(2, '0');
    else if (value === 99) set = 'C';
    else if (value === 100) set = 'B';
    else if (value === 101) set = 'A';
    else if (value >= 96) throw new Error(`function code ${value} not expected`);
    else if (set === 'B') text += String.fromCharCode(value + 32);
    else text += String.fromCharCode(value < 64 ? value + 32 : value - 64);
  }
  return text;
}
