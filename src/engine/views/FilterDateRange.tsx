import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DateRangeValue } from '../data/records';
import type { FieldDescriptor } from '../../kernel';
import { DateTimeInput } from '../widgets/DateTimeInput';

/** The units of a 'within last' range, as the server reads them (last::7~day). */
const UNITS = ['minute', 'hour', 'day', 'month'] as const;

interface FilterDateRangeProps {
  descriptor: FieldDescriptor;
  value: DateRangeValue;
  /** Offers 'within last' N minutes, hours, days or months too (not for a range sent as two parameters). */
  relative?: boolean;
  onChange(value: DateRangeValue): void;
}

/**
 * A date-range filter: from and to, each a date with a 30-minute time; either end may stay open. With
 * `relative`, a 'within last' count and unit instead: typing one clears the dates and the other way round.
 */
export function FilterDateRange({ descriptor, value, relative = false, onChange }: FilterDateRangeProps) {
  const translate = useTranslate();
  const id = `filter-${descriptor.name}`;
  const [count = '', unit = 'day'] = (value.last ?? '').split('~');
  const setLast = (nextCount: string, nextUnit: string) => {
    const clean = nextCount.replace(/[^0-9]/g, '').replace(/^0+/, '').slice(0, 6);
    onChange(clean ? { last: `${clean}~${nextUnit}` } : {});
  };
  return (
    <Box role="group" aria-label={descriptor.label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">{descriptor.label}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <DateTimeInput id={`${id}-from`} label={translate('sd.list.from', { name: descriptor.label })} value={value.from}
          onChange={(from) => onChange({ from, to: value.to })} />
        <DateTimeInput id={`${id}-to`} label={translate('sd.list.to', { name: descriptor.label })} value={value.to}
          onChange={(to) => onChange({ from: value.from, to })} />
      </Box>
      {relative && (
        <Box role="group" aria-label={translate('sd.list.within_last', { name: descriptor.label })} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2">{translate('sd.list.within_last', { name: '' }).trim()}</Typography>
          <TextField size="small" sx={{ width: 90 }} label={translate('sd.list.last_count')} value={count}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('sd.list.within_last', { name: descriptor.label }) } }}
            onChange={(event) => setLast(event.target.value, unit)} />
          <TextField select size="small" sx={{ width: 120 }} label={translate('sd.list.last_unit')} value={unit}
            onChange={(event) => setLast(count, event.target.value)}>
            {UNITS.map((name) => <MenuItem key={name} value={name}>{translate(`sd.list.units.${name}`)}</MenuItem>)}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
