import { Box } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { DateTimeInput } from './DateTimeInput';
import { descriptorOf, formContextOf } from './widgetContext';

/** A range: its own property holds the start, the x-range-end property the end. */
export function DateRangeWidget({ id, label, value, required, disabled, readonly, rawErrors, options, registry, onChange }: WidgetProps) {
  const translate = useTranslate();
  const descriptor = descriptorOf(options);
  const { formData = {}, setField } = formContextOf(registry);
  const endName = descriptor.schema['x-range-end'];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DateTimeInput
        id={id}
        label={label}
        value={value}
        required={required}
        disabled={disabled || readonly}
        error={(rawErrors?.length ?? 0) > 0}
        onChange={onChange}
      />
      {endName && (
        <DateTimeInput
          id={`${id}-end`}
          label={translate('sd.form.range_end', { _: `${label} (end)`, name: label })}
          value={formData[endName]}
          disabled={disabled || readonly}
          onChange={(end) => setField(endName, end)}
        />
      )}
    </Box>
  );
}
