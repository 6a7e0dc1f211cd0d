import { useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { LookupItem } from '../data';
import { useLoad } from '../hooks/useLoad';
import { cutOption } from './cutOption';

export interface SearchSelectProps {
  label: string;
  /** The candidates for the typed text, asked again as the user types. */
  options(search: string): Promise<LookupItem[]>;
  value: LookupItem | null;
  onChange(item: LookupItem | null): void;
  autoFocus?: boolean;
  /** The words under the input when the look-up failed (default: the error's message). */
  errorText?(error: Error): string;
}

/**
 * One choice among a server's look-up, searched as the user types, its options' labels cut to 40
 * characters (the whole on hover); a failed look-up says so under the input. No react-admin context is
 * needed: the panels on host pages use it too.
 */
export function SearchSelect({ label, options, value, onChange, autoFocus, errorText = (error) => error.message }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  // The options of the latest render: callers pass a new function each time, and only the search asks again.
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const found = useLoad(() => latestOptions.current(search), [search]);
  return (
    <Autocomplete
      options={found.data ?? []}
      loading={found.loading}
      value={value}
      onChange={(_, item) => onChange(item)}
      onInputChange={(_, text, reason) => { if (reason === 'input') setSearch(text); }}
      filterOptions={(items) => items}
      getOptionLabel={(item) => item.name}
      renderOption={cutOption}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} label={label} margin="dense" autoFocus={autoFocus}
          error={!!found.error} helperText={found.error ? errorText(found.error) : undefined} />
      )}
    />
  );
}
