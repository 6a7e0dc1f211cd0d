import { type FieldDescriptor, shownAt } from '../../src/kernel';
import { htmlText } from '../sanitizeHtml';
import type { CellValue } from './neutraliseCell';

/** A read value as text: a related object by its name, a list of them joined. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(textOf).filter((text) => text !== null).join(', ') || null;
  if (typeof value === 'object') return textOf((value as { name?: unknown }).name ?? null);
  return String(value);
}

/**
 * The names of every item of a multiple reference, joined: its x-display names the first item
 * (user.0.full_name|user.0.email) since a show field shows one, but a cell of an export holds them all.
 */
function itemNames(field: FieldDescriptor, record: Record<string, unknown>): CellValue {
  const list = shownAt(record, field.readPath.split('.')[0]);
  if (!Array.isArray(list)) return null;
  const head = `${field.readPath.split('.')[0]}.0.`;
  const paths = field.displayPath.split('|').map((path) => (path.startsWith(head) ? path.slice(head.length) : 'name')).join('|');
  return list.map((item) => textOf(item && typeof item === 'object' ? shownAt(item as Record<string, unknown>, paths) : item))
    .filter((text) => text !== null).join(', ') || null;
}

/**
 * What an export shows of one property of a read record: names rather than ids (x-display), every
 * name of a list, option titles, Yes/No, numbers as numbers, rich text as plain text, dates as stored
 * (YYYY-MM-DD HH:mm:ss, a date YYYY-MM-DD), a countdown as the date it counts to (its words would be stale tomorrow).
 * exportValue(<asset type field>, { asset_type: { id: 2, name: 'Laptop' } }) === 'Laptop'.
 */
export function exportValue(field: FieldDescriptor, record: Record<string, unknown>): CellValue {
  if (field.schema.type === 'array' && field.readPath.includes('.')) return itemNames(field, record);
  const value = shownAt(record, field.displayPath);
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'integer':
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'boolean': return value === true || value === 1 ? 'Yes' : 'No';
    case 'choice': return field.choices?.find((choice) => choice.value === value)?.label ?? String(value);
    // The text a reader sees, never markup: parsed as HTML, every entity read (neutraliseCell still guards formulas).
    case 'html': return htmlText(String(value)) || null;
    case 'countdown': return textOf((value as { timestamp?: unknown }).timestamp ?? null);
    default: return textOf(value);
  }
}
