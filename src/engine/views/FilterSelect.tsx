import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { FILTER_OPTIONS } from '../constants';
import type { FieldDescriptor } from '../../kernel';
import { useLookup } from '../hooks/useLookup';
import { useLookupNames } from '../hooks/useLookupNames';
import { cutOption } from './cutOption';

interface Option { id: string | number; name: string }

interface FilterSelectProps {
  descriptor: FieldDescriptor;
  multiple: boolean;
  value: Array<string | number>;
  onChange(value: Array<string | number>): void;
}

/**
 * A filter over a reference or a choice. A reference's options come from its look-up once the select
 * opens, a page at a time, and typing searches the server (people, assets: far more than a page);
 * chosen ids keep their names whatever the answer holds (useLookupNames). A choice's come from the file.
 */
export function FilterSelect({ descriptor, multiple, value, onChange }: FilterSelectProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const isReference = descriptor.kind === 'reference';
  const { options: looked, loading } = useLookup(descriptor, search, isReference && open, FILTER_OPTIONS);
  const names = useLookupNames(isReference ? descriptor.reference?.lookup : undefined, value);
  const options: Option[] = isReference
    ? looked
    : (descriptor.choices ?? []).map((choice) => ({ id: choice.value as string | number, name: choice.label }));
  const named = value.map((id) => ({ id, name: options.find((option) => String(option.id) === String(id))?.name ?? names.get(String(id)) ?? String(id) }));
  // MUI empties the typed text whenever its value is a new array: one array while the choice reads the same.
  const signature = JSON.stringify(named);
  const selected = useMemo(() => JSON.parse(signature) as Option[], [signature]);
  return (
    <Autocomplete<Option, boolean>
      multiple={multiple}
      size="small"
      sx={{ width: 280 }}
      options={options}
      loading={loading}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={multiple ? selected : (selected[0] ?? null)}
      getOptionLabel={(option) => option.name}
      renderOption={cutOption}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      filterOptions={isReference ? (all) => all : undefined}
      // Typing searches; an input emptied by a choice or a clear shows the first page again when reopened.
      onInputChange={(_, text, reason) => { if (reason === 'input' || text === '') setSearch(text); }}
      onChange={(_, next) => {
        const list = (Array.isArray(next) ? next : next ? [next] : []) as Option[];
        onChange(list.map((option) => option.id));
      }}
      renderInput={(params) => <TextField {...params} label={descriptor.label} />}
    />
  );
}
