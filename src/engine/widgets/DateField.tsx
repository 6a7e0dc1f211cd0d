import { TextField } from '@mui/material';

export interface DateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD', '' for none. */
  value: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** The day picked, '' when cleared. */
  onChange(day: string): void;
}

/** The browser's date input ('YYYY-MM-DD'): a date property's whole input, and a date-time's date half. */
export function DateField({ id, label, value, required, disabled, error, onChange }: DateFieldProps) {
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      error={error}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
