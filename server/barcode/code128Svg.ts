import { createRequire } from 'node:module';
import { escapeHtml } from '../escapeHtml';

// bwip-js (2 MB of code) is loaded by the first label page, not at start: each server process would hold it.
const load = createRequire(import.meta.url);

/** Printable ASCII: what every Code 128 scanner reads back as written (other characters need FNC4, which many do not honour). */
const SCANNABLE = /^[\x20-\x7e]+$/;

export const canEncode = (text: string) => SCANNABLE.test(text);

/**
 * A Code 128 barcode of the text as an SVG element, drawn on the server (bars are paths, no text,
 * no script). Ten modules of quiet zone each side; the SVG stretches to its box without keeping
 * its ratio, which widens every bar alike, so the code still reads.
 * code128Svg('AST-0001') starts with '<svg class="code" role="img" aria-label="Barcode AST-0001"'.
 */
export function code128Svg(text: string): string {
  if (!canEncode(text)) throw new Error('The text has characters a barcode cannot carry.');
  const { toSVG } = load('bwip-js/node') as typeof import('bwip-js/node');
  const svg = toSVG({ bcid: 'code128', text, scale: 1, height: 10, paddingwidth: 10, includetext: false });
  return svg.trim().replace(/^<svg /, `<svg class="code" role="img" aria-label="Barcode ${escapeHtml(text)}" preserveAspectRatio="none" `);
}
