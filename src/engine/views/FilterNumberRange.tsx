import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ColumnRange, NumberRangeValue, FieldDescriptor } from '../../kernel';

interface FilterNumberRangeProps {
  descriptor: FieldDescriptor;
  value: NumberRangeValue;
  /** The column's stored minimum and maximum: the inputs' placeholders. */
  range?: ColumnRange;
  onChange(value: NumberRangeValue): void;
}

const placeholder = (bound: number | null | undefined) => (bound === null || bound === undefined ? undefined : String(bound));

/** A number-range filter: from and to, either may stay open; the placeholders say what the column holds. */
export function FilterNumberRange({ descriptor, value, range, onChange }: FilterNumberRangeProps) {
  const translate = useTranslate();
  const id = `filter-${descriptor.name}`;
  const input = (end: 'from' | 'to', bound: number | null | undefined) => (
    <TextField id={`${id}-${end}`} size="small" type="number" sx={{ width: 136 }}
      label={translate(`sd.list.${end}`, { name: descriptor.label })} placeholder={placeholder(bound)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 'any' } }}
      value={value[end] ?? ''} onChange={(event) => onChange({ ...value, [end]: event.target.value })} />
  );
  return (
    <Box role="group" aria-label={descriptor.label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">{descriptor.label}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {input('from', range?.min)}
        {input('to', range?.max)}
      </Box>
    </Box>
  );
}
