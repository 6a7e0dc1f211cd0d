import { useTranslate } from 'ra-core';
import { NO_VALUE } from '../../kernel';
import { useLookupNames } from '../hooks/useLookupNames';
import { FilterSelect } from '../views/FilterSelect';
import { asList } from './chipValues';
import type { FilterInputProps, FilterKind, IdsValue } from './filterKind';

const optionNames = (options: Array<{ value: unknown; label: string }> | undefined) =>
  options && new Map(options.map((option) => [String(option.value), option.label]));

function IdsInput({ filter, value, onChange }: FilterInputProps) {
  return (
    <FilterSelect descriptor={filter.descriptor} multiple={filter.multiple}
      value={(value as Array<string | number> | undefined) ?? []} onChange={(next) => onChange(next, next.length === 0)} />
  );
}

/** 'Sales, Legal': each id by its option's name, or the name its look-up gives; NO_VALUE in words. */
function useIdsChipText(value: IdsValue): string {
  const translate = useTranslate();
  const names = useLookupNames(value.lookup, value.ids.filter((id) => id !== NO_VALUE));
  return value.ids.map((id) => (id === NO_VALUE ? translate('sd.list.no_value')
    : value.options?.get(String(id)) ?? names.get(String(id)) ?? String(id))).join(', ');
}

/** Kind "ids": a select of a reference's or a choice's values (a custom choice, boolean or reference too). */
export const idsFilter: FilterKind = {
  Input: IdsInput,
  active(value, filter): IdsValue | undefined {
    const ids = asList(value);
    return ids.length ? { kind: 'ids', ids, lookup: filter.descriptor.reference?.lookup, options: optionNames(filter.descriptor.choices) } : undefined;
  },
  useChipText: useIdsChipText,
};
