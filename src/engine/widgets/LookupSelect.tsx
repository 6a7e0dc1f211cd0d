import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { LookupItem } from '../data';
import { useLookup } from '../hooks/useLookup';
import type { FieldDescriptor } from '../schema/describeField';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

export interface LookupSelectProps {
  /** A reference property (x-ref): where the options come from, and whether several are chosen. */
  descriptor: FieldDescriptor;
  /** The chosen id, or ids when the reference is multiple. */
  value: unknown;
  onChange(value: unknown): void;
  label: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Names of chosen ids the options may not hold yet (the record's read shape). */
  known?: LookupItem[];
}

/**
 * <LookupSelect descriptor={field} value={ids} onChange={...} label={field.label} />: an Autocomplete fed by
 * the property's look-up, asking again as the user types. The RJSF widget and hand-written forms share it.
 */
export function LookupSelect({ descriptor, value, onChange, label, id, required, disabled, error, helperText, known = [] }: LookupSelectProps) {
  const multiple = descriptor.reference?.multiple === true;
  const [search, setSearch] = useState('');
  const { options: items, loading } = useLookup(descriptor, search);
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
      disabled={disabled}
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
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
