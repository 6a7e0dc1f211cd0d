import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { FieldDescriptor } from '../schema/describeField';

interface FilterTextProps {
  descriptor: FieldDescriptor;
  value: string;
  onChange(value: string): void;
}

/** A text filter (kind text): rows whose value contains the words, asked for once typing settles, as the search box does. */
export function FilterText({ descriptor, value, onChange }: FilterTextProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The latest onChange without making it a reason to filter again.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (settled !== value) report.current(settled);
  }, [settled, value]);
  return (
    <TextField size="small" sx={{ minWidth: 220 }} label={descriptor.label} value={text} onChange={(event) => setText(event.target.value)} />
  );
}
