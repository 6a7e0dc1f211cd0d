import { FormControlLabel, Switch } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A boolean written with "x-widget": "switch". */
export function SwitchWidget({ id, label, value, disabled, readonly, onChange }: WidgetProps) {
  return (
    <FormControlLabel
      control={<Switch id={id} checked={value === true} disabled={disabled || readonly} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}
