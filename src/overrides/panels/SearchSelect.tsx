import { useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { LookupItem } from '../../engine/data';
import { errorNotice } from './PanelAlert';
import { useLoad } from './useLoad';

export interface SearchSelectProps {
  label: string;
  /** The candidates for the typed text, asked again as the user types. */
  options(search: string): Promise<LookupItem[]>;
  value: LookupItem | null;
  onChange(item: LookupItem | null): void;
  autoFocus?: boolean;
}

/** One choice among a server's look-up, searched as the user types; a failed look-up says so under the input. */
export function SearchSelect({ label, options, value, onChange, autoFocus }: SearchSelectProps) {
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
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField {...params} label={label} margin="dense" autoFocus={autoFocus}
          error={!!found.error} helperText={found.error ? errorNotice(found.error).message : undefined} />
      )}
    />
  );
}
