import { useTranslate } from 'ra-core';
import { formatDateTime } from '../fields/format';
import type { RangeValue } from './filterKind';

/** A range chip's words: 'within last 7 days', 'from 1 Mar 2026 to 31 Mar 2026', 'from 10' or 'to 500'. */
export function useRangeChipText(value: RangeValue): string {
  const translate = useTranslate();
  if (value.last) {
    const [count, unit = 'day'] = value.last.split('~');
    return translate('sd.list.last', { count, unit: translate(`sd.list.units.${unit}`, { _: unit }) });
  }
  const end = (bound: string) => (value.dates ? formatDateTime(bound) : bound);
  return value.from && value.to ? translate('sd.list.date_range', { from: end(value.from), to: end(value.to) })
    : value.from ? translate('sd.list.range_from', { from: end(value.from) }) : translate('sd.list.range_to', { to: end(value.to ?? '') });
}
