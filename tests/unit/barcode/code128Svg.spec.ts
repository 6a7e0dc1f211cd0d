// The labels' barcodes read back as the identifier they were drawn from ("scannable" asserted by a
// reader written from the standard, not by the drawing library), and texts a scanner cannot read
// back exactly are refused rather than drawn.
import { describe, expect, it } from 'vitest';
import { canEncode, code128Svg } from '../../../server/barcode/code128Svg';
import { decodeCode128 } from './decodeCode128';

describe('code128Svg', () => {
  it.each([
    'AST-0001', 'AST-0120', 'A', '12', '1234567890', 'ab-CD_ef.gh/12:34', 'x y', 'SN 0042 lower', '~!@#$%^&*()[]{}|<>"\'`',
    'AST-00001234-B', '00ZZ00',
  ])('draws %s as bars that decode back to it', (text) => {
    expect(decodeCode128(code128Svg(text))).toBe(text);
  });

  it('names the code for assistive technology, escaped, and carries nothing but paths', () => {
    const svg = code128Svg('<b>&"');
    expect(svg).toContain('aria-label="Barcode &lt;b&gt;&amp;&quot;"');
    expect(svg).not.toMatch(/<(script|text|foreignObject|style)/i);
    expect(decodeCode128(svg)).toBe('<b>&"');
  });

  it('refuses what a scanner would not read back as written', () => {
    expect(canEncode('Ünïcode')).toBe(false);
    expect(canEncode('tab\there')).toBe(false);
    expect(canEncode('')).toBe(false);
    expect(() => code128Svg('é')).toThrow(/cannot carry/);
  });

  it('the reader refuses a damaged code', () => {
    const svg = code128Svg('AST-0001');
    // Widen one bar: the symbol no longer matches a pattern or the checksum.
    const damaged = svg.replace('stroke-width="1"', 'stroke-width="2"');
    expect(() => decodeCode128(damaged)).toThrow();
  });
});
