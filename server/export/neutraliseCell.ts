/** A cell of an export: text, a number, or nothing. */
export type CellValue = string | number | null;

/** Characters that make a spreadsheet read a text cell as a formula (= + - @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it may be written to a spreadsheet: text a spreadsheet would run as a formula is
 * prefixed with ' so it shows as typed; numbers stay numbers, nothing becomes ''.
 * neutraliseCell('=HYPERLINK("x")') === `'=HYPERLINK("x")`; neutraliseCell(-5) === -5.
 */
export function neutraliseCell(value: CellValue | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}
