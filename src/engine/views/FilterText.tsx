import { TextField } from '@mui/material';
import { useSettledText } from '../hooks/useSettledText';
import type { FieldDescriptor } from '../../kernel';

interface FilterTextProps {
  descriptor: FieldDescriptor;
  value: string;
  onChange(value: string): void;
}

/** A text filter (kind text): rows whose value contains the words, asked for once typing settles, as the search box does. */
export function FilterText({ descriptor, value, onChange }: FilterTextProps) {
  const [text, setText] = useSettledText(value, onChange);
  return (
    <TextField size="small" sx={{ minWidth: 220 }} label={descriptor.label} value={text} onChange={(event) => setText(event.target.value)} />
  );
}
