import { Box, Checkbox, FormControlLabel, FormLabel, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { formatFileSize } from '../fields/format';
import { shownAt } from '../../kernel';
import { descriptorOf, formContextOf } from './widgetContext';

/** A file input; the value is the chosen File. On edit it names the stored file and offers to remove it ({name}_delete). */
export function AttachmentWidget({ id, label, value, required, disabled, readonly, options, registry, onChange }: WidgetProps) {
  const translate = useTranslate();
  const descriptor = descriptorOf(options);
  const { record, formData, setField } = formContextOf(registry);
  const file = value instanceof File ? value : undefined;
  const stored = record ? (shownAt(record, descriptor.displayPath) as { value?: string; size?: number } | null | undefined) : undefined;
  const removeKey = `${descriptor.name}_delete`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel htmlFor={id} required={required}>{label}</FormLabel>
      <input id={id} type="file" disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)} />
      {file && <Typography variant="body2">{`${file.name} (${formatFileSize(file.size)})`}</Typography>}
      {!file && stored?.value && (
        <FormControlLabel
          label={translate('sd.form.remove_file', { _: 'Remove %{name}', name: `${stored.value} (${formatFileSize(stored.size)})` })}
          control={<Checkbox checked={Boolean(formData[removeKey])} disabled={disabled || readonly}
            onChange={(event) => setField(removeKey, event.target.checked)} />}
        />
      )}
    </Box>
  );
}
