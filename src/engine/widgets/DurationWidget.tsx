import { useState } from 'react';
import { Box, FormLabel, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { joinDuration, splitDuration } from '../../kernel';

/**
 * Minutes entered as hours and minutes (x-widget duration). The inputs keep what was typed; the
 * value is the total in minutes, undefined when both are empty, and the typed text when it is not
 * a whole number, so the validator answers with the property's own message.
 */
export function DurationWidget({ id, label, value, required, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  const translate = useTranslate();
  const [parts, setParts] = useState(() => splitDuration(value));
  const change = (next: typeof parts) => {
    setParts(next);
    onChange(joinDuration(next.hours, next.minutes));
  };
  const error = (rawErrors?.length ?? 0) > 0;
  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel id={`${id}-label`} required={required} error={error}>{label}</FormLabel>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField id={id} label={translate('sd.form.hours')} value={parts.hours} disabled={disabled || readonly} error={error}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: 120 }}
          onChange={(event) => change({ ...parts, hours: event.target.value })} />
        <TextField id={`${id}-minutes`} label={translate('sd.form.minutes')} value={parts.minutes} disabled={disabled || readonly} error={error}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ width: 120 }}
          onChange={(event) => change({ ...parts, minutes: event.target.value })} />
      </Box>
    </Box>
  );
}
