import type { NumberRangeValue } from '../../kernel';
import { useListRanges } from '../hooks/useListRanges';
import { FilterNumberRange } from '../views/FilterNumberRange';
import { rangeOf } from './chipValues';
import type { FilterInputProps, FilterKind } from './filterKind';
import { useRangeChipText } from './useRangeChipText';

function NumberRangeInput({ filter, definition, value, onChange }: FilterInputProps) {
  // One request for every number range of the list (the query is shared by key).
  const ranges = useListRanges(definition);
  return (
    <FilterNumberRange descriptor={filter.descriptor} range={ranges[filter.field]} value={(value as NumberRangeValue | undefined) ?? {}}
      onChange={(next) => onChange(next, !next.from && !next.to)} />
  );
}

/** Kind "numberrange": from and to, the column's stored minimum and maximum as placeholders. */
export const numberRangeFilter: FilterKind = {
  Input: NumberRangeInput,
  active: (value) => rangeOf(value, false),
  useChipText: useRangeChipText,
};
