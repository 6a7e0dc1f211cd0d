import type { WidgetProps } from '@rjsf/utils';
import { splitDateTime } from './timeOptions';
import { DateField } from './DateField';

/** A date property (format "date"): a day, no time, written 'YYYY-MM-DD'; cleared, no value. */
export function DateWidget({ id, label, value, required, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  return (
    <DateField
      id={id}
      label={label}
      value={splitDateTime(value).date}
      required={required}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={(day) => onChange(day || undefined)}
    />
  );
}
