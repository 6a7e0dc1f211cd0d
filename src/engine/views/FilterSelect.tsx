import { useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { FieldDescriptor } from '../schema/describeField';
import { useLookup } from '../hooks/useLookup';

interface Option { id: string | number; name: string }

interface FilterSelectProps {
  descriptor: FieldDescriptor;
  multiple: boolean;
  value: Array<string | number>;
  onChange(value: Array<string | number>): void;
}

/** A filter over a reference (options from its lookup) or a choice (options from the file). */
export function FilterSelect({ descriptor, multiple, value, onChange }: FilterSelectProps) {
  const [search, setSearch] = useState('');
  const isReference = descriptor.kind === 'reference';
  const { options: looked, loading } = useLookup(descriptor, search, isReference);
  const options: Option[] = isReference
    ? looked
    : (descriptor.choices ?? []).map((choice) => ({ id: choice.value as string | number, name: choice.label }));
  // Chosen options keep their names when a later search answers other options.
  const known = useRef(new Map<string, Option>());
  for (const option of options) known.current.set(String(option.id), option);
  const selected = value.map((id) => known.current.get(String(id)) ?? { id, name: String(id) });
  return (
    <Autocomplete<Option, boolean>
      multiple={multiple}
      size="small"
      sx={{ width: 280 }}
      options={options}
      loading={loading}
      value={multiple ? selected : (selected[0] ?? null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      filterOptions={isReference ? (all) => all : undefined}
      onInputChange={(_, text, reason) => { if (reason === 'input') setSearch(text); }}
      onChange={(_, next) => {
        const list = (Array.isArray(next) ? next : next ? [next] : []) as Option[];
        onChange(list.map((option) => option.id));
      }}
      renderInput={(params) => <TextField {...params} label={descriptor.label} />}
    />
  );
}
