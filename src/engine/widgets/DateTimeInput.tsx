import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DateField } from './DateField';
import { joinDateTime, splitDateTime, timeOptions } from './timeOptions';

const TIMES = timeOptions();

interface DateTimeInputProps {
  id: string;
  label: string;
  value: unknown;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  onChange(value: string | undefined): void;
}

/** A date field and a time select (00:00 … 23:30); the value is 'YYYY-MM-DD HH:mm:ss'. */
export function DateTimeInput({ id, label, value, required, disabled, error, onChange }: DateTimeInputProps) {
  const translate = useTranslate();
  const { date, time } = splitDateTime(value);
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <DateField id={id} label={label} value={date} required={required} disabled={disabled} error={error} onChange={(day) => onChange(joinDateTime(day, time))} />
      <TextField
        id={`${id}-time`}
        select
        label={translate('sd.form.time', { _: 'Time' })}
        value={time}
        disabled={disabled || !date}
        sx={{ minWidth: 110 }}
        onChange={(event) => onChange(joinDateTime(date, event.target.value))}
      >
        {TIMES.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
      </TextField>
    </Box>
  );
}
