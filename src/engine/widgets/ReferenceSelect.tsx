import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLookup } from '../hooks/useLookup';
import type { LookupItem } from '../data';
import { shownAt } from '../schema/readShape';
import { descriptorOf, formContextOf } from './widgetContext';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const namesOf = (shown: unknown): string[] =>
  asList(shown).map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item)));

/** A reference property: an Autocomplete fed by the lookup endpoint, searching as the user types. */
export function ReferenceSelect({ id, label, value, required, disabled, readonly, options, registry, onChange, rawErrors }: WidgetProps) {
  const descriptor = descriptorOf(options);
  const { record } = formContextOf(registry);
  const multiple = descriptor.reference?.multiple === true;
  const [search, setSearch] = useState('');
  const { options: items, loading } = useLookup(descriptor, search);
  // Before the options arrive, the record already knows the current names (x-display).
  const known = useMemo(() => {
    // The record is normalised: the written ids sit under the property's own name.
    const ids = asList(record?.[descriptor.name]);
    const names = namesOf(record ? shownAt(record, descriptor.displayPath) : undefined);
    return ids.map((item, index) => ({ id: item as LookupItem['id'], name: names[index] ?? String(item) }));
  }, [record, descriptor]);
  const find = (itemId: unknown): LookupItem => {
    const match = [...items, ...known].find((item) => String(item.id) === String(itemId));
    return match ?? { id: itemId as LookupItem['id'], name: String(itemId) };
  };
  const selected = asList(value).map(find);
  return (
    <Autocomplete<LookupItem, boolean>
      id={id}
      multiple={multiple}
      options={items}
      loading={loading}
      disabled={disabled || readonly}
      value={multiple ? selected : (selected[0] ?? null)}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      filterOptions={(all) => all}
      onInputChange={(_, text, reason) => { if (reason === 'input') setSearch(text); }}
      onChange={(_, next) => {
        if (Array.isArray(next)) onChange(next.map((item) => item.id));
        else onChange(next ? next.id : undefined);
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={(rawErrors?.length ?? 0) > 0} />
      )}
    />
  );
}
