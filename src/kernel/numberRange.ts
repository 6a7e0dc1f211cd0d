/**
 * The wire form of a number-range filter (x-list filter kind "numberrange"), shared by the browser and
 * the server so both read it alike: `cost=10~500`, either bound may be empty (`10~`, `~500`), like the
 * date ranges' `date::from~to` without the prefix. The panel's placeholders come from the list's
 * `ranges=true` answer: { <field>: { min, max } } beside the list's total.
 */
import { getPath } from './paths';

/** The bounds as typed in the panel: text, so an input keeps what the person wrote. */
export interface NumberRangeValue { from?: string; to?: string }

/** A column's smallest and largest stored value; null while the column holds none. */
export interface ColumnRange { min: number | null; max: number | null }

/** The query flag that makes a list answer its number-range filters' ranges instead of a page. */
export const RANGES_PARAM = 'ranges';

// Plain decimals only: no exponent, no hex, no Infinity, at most 15 digits before the point.
const NUMBER = /^-?\d{1,15}(\.\d+)?$/;

/** A typed bound as the wire wants it: a number input may hold '1e3' or '10.', sent as 1000 and 10; what is no number is open. */
function bound(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? String(Number(text)) : '';
}

/** numberRangeText({ from: '10', to: '' }) === '10~'; no bound gives undefined. */
export function numberRangeText(value: unknown): string | undefined {
  const { from, to } = (value ?? {}) as NumberRangeValue;
  const [low, high] = [bound(from), bound(to)];
  return low || high ? `${low}~${high}` : undefined;
}

/** numberRangeValue('10~500') → { from: '10', to: '500' }: the panel's values of a saved filter. */
export function numberRangeValue(text: unknown): NumberRangeValue | undefined {
  if (typeof text !== 'string' || !text.includes('~')) return undefined;
  const [from = '', to = ''] = text.split('~');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * parseNumberRange('10~500') → { from: 10, to: 500 }; '~500' → { to: 500 }; a text that is not
 * from~to with plain decimals, or ends before it starts, gives the reason instead ({ error }).
 */
export function parseNumberRange(text: string): { from?: number; to?: number } | { error: 'format' | 'order' } {
  const parts = text.split('~').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part !== '' && !NUMBER.test(part))) return { error: 'format' };
  const [from, to] = parts.map((part) => (part === '' ? undefined : Number(part)));
  if (from !== undefined && to !== undefined && from > to) return { error: 'order' };
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** Where a list's ranges=true answer sits: beside its total (data.total → data.ranges), like the paginator. */
export const rangesPath = (total: string) => total.split('.').slice(0, -1).concat('ranges').join('.');

/** The ranges of a ranges=true answer by field; a missing or malformed entry is left out, not guessed. */
export function rangesOf(body: unknown, total: string): Record<string, ColumnRange> {
  const found = getPath(body, rangesPath(total));
  if (!found || typeof found !== 'object') return {};
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return Object.fromEntries(Object.entries(found as Record<string, { min?: unknown; max?: unknown }>)
    .map(([field, range]) => [field, { min: number(range?.min), max: number(range?.max) }]));
}
