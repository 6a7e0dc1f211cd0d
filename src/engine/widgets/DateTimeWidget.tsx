import type { WidgetProps } from '@rjsf/utils';
import { DateTimeInput } from './DateTimeInput';

/** A date-time property as a date and a 30-minute time select. */
export function DateTimeWidget({ id, label, value, required, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  return (
    <DateTimeInput
      id={id}
      label={label}
      value={value}
      required={required}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      onChange={onChange}
    />
  );
}
