import { type DateRangeValue, isEmptyRange } from '../../kernel';
import { FilterDateRange } from '../views/FilterDateRange';
import { rangeOf } from './chipValues';
import type { FilterInputProps, FilterKind } from './filterKind';
import { useRangeChipText } from './useRangeChipText';

function DateRangeInput({ filter, value, onChange }: FilterInputProps) {
  return (
    <FilterDateRange descriptor={filter.descriptor} value={(value as DateRangeValue | undefined) ?? {}} relative={filter.relative}
      onChange={(next) => onChange(next, isEmptyRange(next))} />
  );
}

/** Kind "daterange": from and to, each a date and a time, or 'within last' N units. */
export const dateRangeFilter: FilterKind = {
  Input: DateRangeInput,
  active: (value) => rangeOf(value, true),
  useChipText: useRangeChipText,
};
