import { Box } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { DateTimeInput } from './DateTimeInput';
import { DateTimeWidget } from './DateTimeWidget';
import { descriptorOf, formContextOf } from './widgetContext';

/** A range: its own property holds the start, the x-range-end property the end. */
export function DateRangeWidget(props: WidgetProps) {
  const { id, label, disabled, readonly, options, registry } = props;
  const translate = useTranslate();
  const descriptor = descriptorOf(options);
  const { formData = {}, setField } = formContextOf(registry);
  const endName = descriptor.schema['x-range-end'];
  // The end input is named by the end property's own title (Expiry date), else "<start> (end)".
  const endTitle = endName ? (registry.rootSchema?.properties?.[endName] as { title?: string } | undefined)?.title : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DateTimeWidget {...props} />
      {endName && (
        <DateTimeInput
          id={`${id}-end`}
          label={endTitle ?? translate('sd.form.range_end', { _: `${label} (end)`, name: label })}
          value={formData[endName]}
          // A locked start may leave the end open (an extension starts where the contract ends).
          disabled={disabled || (readonly && options.endEditable !== true)}
          onChange={(end) => setField(endName, end)}
        />
      )}
    </Box>
  );
}
