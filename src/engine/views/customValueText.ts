import { EMPTY_TEXT } from '../constants';
import { formatStored, isEmptyValue } from '../fields/format';
import type { CustomValue } from '../../kernel';

/** Types of custom values shown as a formatted time. */
const DATE_TYPES = new Set(['date', 'datetime', 'date-time']);

/**
 * customValueText({ value: '2026-05-01 22:00:00', field_type: 'date' }) === 'May 1st 2026, 10:00 pm':
 * a list is joined, a date formatted, an empty value '---'.
 */
export function customValueText({ value, field_type: type }: Pick<CustomValue, 'value' | 'field_type'>): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return DATE_TYPES.has(type) ? formatStored(value) : String(value);
}

/** The custom values a read record lists at a key; anything that is not such a list counts as none. */
export function customValuesAt(list: unknown): CustomValue[] {
  return Array.isArray(list) ? list.filter((item): item is CustomValue => item !== null && typeof item === 'object' && 'label' in item) : [];
}
