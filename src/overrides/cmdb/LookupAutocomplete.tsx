import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { LookupItem } from '../../engine/data';
import { useLookup } from '../../engine/hooks/useLookup';
import { describeField } from '../../kernel';
import { cutOption } from '../../engine/views/cutOption';

interface LookupAutocompleteProps<Multiple extends boolean> {
  /** A dependency look-up URL, searched as the user types. */
  lookup: string;
  label: string;
  multiple: Multiple;
  value: Multiple extends true ? LookupItem[] : LookupItem | null;
  onChange(value: Multiple extends true ? LookupItem[] : LookupItem | null): void;
  /** Items never offered (the asset being related). */
  exclude?: Array<string | number>;
  required?: boolean;
  error?: string;
  helperText?: string;
}

/** A choice fed by a dependency look-up, outside any form: the engine's look-up hook behind an Autocomplete. */
export function LookupAutocomplete<Multiple extends boolean>(props: LookupAutocompleteProps<Multiple>) {
  const { lookup, label, multiple, value, onChange, exclude = [], required, error, helperText } = props;
  const [search, setSearch] = useState('');
  const descriptor = useMemo(() => describeField('lookup', { type: 'integer', title: label, 'x-ref': { lookup } }), [lookup, label]);
  const { options, loading } = useLookup(descriptor, search);
  const offered = options.filter((item) => !exclude.map(String).includes(String(item.id)));
  return (
    <Autocomplete<LookupItem, boolean>
      multiple={multiple}
      options={offered}
      loading={loading}
      value={value as LookupItem | LookupItem[] | null}
      getOptionLabel={(item) => item.name}
      renderOption={cutOption}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      filterOptions={(all) => all}
      onInputChange={(_, text, reason) => { if (reason === 'input') setSearch(text); }}
      onChange={(_, next) => onChange(next as never)}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={!!error} helperText={error ?? helperText} margin="dense" />
      )}
    />
  );
}
