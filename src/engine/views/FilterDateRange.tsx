import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DateRangeValue } from '../data/records';
import type { FieldDescriptor } from '../schema/describeField';
import { DateTimeInput } from '../widgets/DateTimeInput';

interface FilterDateRangeProps {
  descriptor: FieldDescriptor;
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
}

/** A date-range filter: from and to, each a date with a 30-minute time; either end may stay open. */
export function FilterDateRange({ descriptor, value, onChange }: FilterDateRangeProps) {
  const translate = useTranslate();
  const id = `filter-${descriptor.name}`;
  return (
    <Box role="group" aria-label={descriptor.label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">{descriptor.label}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <DateTimeInput id={`${id}-from`} label={translate('sd.list.from', { name: descriptor.label })} value={value.from}
          onChange={(from) => onChange({ ...value, from })} />
        <DateTimeInput id={`${id}-to`} label={translate('sd.list.to', { name: descriptor.label })} value={value.to}
          onChange={(to) => onChange({ ...value, to })} />
      </Box>
    </Box>
  );
}
