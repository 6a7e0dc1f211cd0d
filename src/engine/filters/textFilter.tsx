import { TextField } from '@mui/material';
import { useSettledText } from '../hooks/useSettledText';
import { asList, textOf } from './chipValues';
import type { FilterInputProps, FilterKind, TextValue } from './filterKind';

/**
 * Typed words (rows whose value contains them), or on a number (a custom number field) the exact
 * value, as [12]; asked for once typing settles, as the search box does.
 */
function TextInput({ filter, value, onChange }: FilterInputProps) {
  const { descriptor } = filter;
  const number = descriptor.kind === 'number' || descriptor.kind === 'integer';
  const shown = Array.isArray(value) ? value[0] : value;
  // A value set from elsewhere (a saved filter opened, a chip removed, the address gone back) replaces what is typed.
  const [text, setText] = useSettledText(shown === undefined || shown === null ? '' : String(shown), (typed) => {
    const next = typed.trim();
    if (number && next !== '' && !Number.isFinite(Number(next))) return;
    onChange(number && next !== '' ? [Number(next)] : next, next === '');
  });
  return (
    <TextField size="small" sx={{ width: 280 }} label={descriptor.label} type={number ? 'number' : 'text'} value={text}
      onChange={(event) => setText(event.target.value)} />
  );
}

/** Kind "text": a typed value. */
export const textFilter: FilterKind = {
  Input: TextInput,
  active(value): TextValue | undefined {
    const text = textOf(asList(value)[0]);
    return text ? { kind: 'text', text } : undefined;
  },
  useChipText: (value: TextValue) => value.text,
};
