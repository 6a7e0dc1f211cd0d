/** Pure formatting of server values for display; components in this folder only wrap these. */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import {
  DATE_SHOWN, DAY_SHOWN, EMPTY_TEXT, FILE_SIZE_STEP, FILE_SIZE_UNITS, ZERO_DATE,
} from '../constants';
import { readableText } from '../../kernel';

dayjs.extend(advancedFormat);

/** isEmptyValue(null) === isEmptyValue('') === isEmptyValue([]) === true; 0 and false are values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** truncate('abcdef', 3) === 'abc…'; without a length the text is kept whole. */
export function truncate(text: string, length?: number): string {
  return length !== undefined && text.length > length ? `${text.slice(0, length)}…` : text;
}

// Start tags without their attributes: only text is kept, and an on… attribute is refused (and
// reported) by the page's policy as soon as it is parsed, even in an inert document.
const BARE_TAGS = /<([a-z][^\t\n\f\r />]*)[^>]*>/gi;

/**
 * htmlExcerpt('<p>Hello <b>world</b></p>', 8) === 'Hello wo…': plain text for list cells, never injected
 * as HTML; blocks are kept apart by a space (htmlExcerpt('<p>a</p><p>b</p>') === 'a b').
 */
export function htmlExcerpt(html: string, length?: number): string {
  // An inert document (as DOMPurify parses its input) runs no script and loads nothing; only its text is kept.
  const doc = new DOMParser().parseFromString(html.replace(BARE_TAGS, '<$1>'), 'text/html');
  return truncate(readableText(doc.body), length);
}

/** An unset date as servers write it: the zero date, or '--' (spec: both show '---'). */
const UNSET_DATE = '--';

const isUnsetDate = (value: unknown) => isEmptyValue(value) || value === ZERO_DATE || value === UNSET_DATE || String(value).startsWith('0000-00-00');

/** formatDateTime('2024-03-05 14:30:00') === 'March 5th 2024, 2:30 pm'; zero, unset ('--') and empty dates give '---'. */
export function formatDateTime(value: unknown): string {
  if (isUnsetDate(value)) return EMPTY_TEXT;
  const date = dayjs(value as string | number);
  return date.isValid() ? date.format(DATE_SHOWN) : String(value);
}

/**
 * formatDate('2026-03-01') === 'March 1st 2026': a day with no time, read as written (never shifted by
 * a time zone); a date-time gives its day. Zero, unset ('--') and empty dates give '---'.
 */
export function formatDate(value: unknown): string {
  if (isUnsetDate(value)) return EMPTY_TEXT;
  const date = dayjs(typeof value === 'string' ? value.slice(0, 10) : value as number);
  return date.isValid() ? date.format(DAY_SHOWN) : String(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** formatStored('2026-03-01') === 'March 1st 2026', formatStored('2026-03-01 10:00:00') === 'March 1st 2026, 10:00 am': by what is stored, where the property is not at hand. */
export const formatStored = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? formatDate(value) : formatDateTime(value));

/** formatFileSize(1536) === '1.50 KB'; 1024 steps up to YB, two decimals (bytes stay whole). */
export function formatFileSize(bytes: unknown): string {
  const size = Number(bytes);
  if (isEmptyValue(bytes) || !Number.isFinite(size) || size < 0) return EMPTY_TEXT;
  let unit = 0;
  let value = size;
  while (value >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  return unit === 0 ? `${value} ${FILE_SIZE_UNITS[0]}` : `${value.toFixed(2)} ${FILE_SIZE_UNITS[unit]}`;
}

/** Any value as one line of text: arrays of names joined, objects by their name. */
export function textOf(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; id?: unknown };
    return String(named.name ?? named.id ?? EMPTY_TEXT);
  }
  return String(value);
}
