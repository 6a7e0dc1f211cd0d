import { TextField } from '@mui/material';
import type { DateRangeValue } from '../data/records';
import { useSettledText } from '../hooks/useSettledText';
import { customFilterDescriptor, type CustomFilter, isEmptyRange } from '../../kernel';
import { FilterDateRange } from './FilterDateRange';
import { FilterSelect } from './FilterSelect';

interface CustomFilterInputProps {
  filter: CustomFilter;
  value: unknown;
  /** The new value; `empty` when the filter no longer narrows anything. */
  onChange(value: unknown, empty: boolean): void;
}

/** One custom field's filter by the type the custom-field list gives it: a select, a date range or a typed value. */
export function CustomFilterInput({ filter, value, onChange }: CustomFilterInputProps) {
  const descriptor = customFilterDescriptor(filter);
  if (filter.type === 'daterange') {
    const range = (value ?? {}) as DateRangeValue;
    return <FilterDateRange descriptor={descriptor} value={range} onChange={(next) => onChange(next, isEmptyRange(next))} />;
  }
  if (filter.type === 'text' || filter.type === 'number') {
    const shown = Array.isArray(value) ? value[0] : value;
    return <TypedFilter filter={filter} value={shown === undefined || shown === null ? '' : String(shown)} onChange={onChange} />;
  }
  return (
    <FilterSelect
      descriptor={descriptor}
      multiple={filter.type !== 'boolean'}
      value={(value as Array<string | number> | undefined) ?? []}
      onChange={(next) => onChange(next, next.length === 0)}
    />
  );
}

/** A text (contains) or number (equals) filter: typing settles for a moment before the list is asked again. */
function TypedFilter({ filter, value, onChange }: { filter: CustomFilter; value: string; onChange: CustomFilterInputProps['onChange'] }) {
  // A value set from elsewhere (a saved filter opened, a chip removed, the address gone back) replaces what is typed.
  const [text, setText] = useSettledText(value, (typed) => {
    const next = typed.trim();
    const number = filter.type === 'number' && next !== '' && Number.isFinite(Number(next));
    if (filter.type === 'number' && next !== '' && !number) return;
    onChange(number ? [Number(next)] : next, next === '');
  });
  return (
    <TextField
      size="small"
      sx={{ width: 280 }}
      label={filter.label}
      type={filter.type === 'number' ? 'number' : 'text'}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
