import { Box, FormLabel, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { formatFileSize } from '../fields/format';

/** A file input; the value is the chosen File, shown by name and size. */
export function AttachmentWidget({ id, label, value, required, disabled, readonly, onChange }: WidgetProps) {
  const file = value instanceof File ? value : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel htmlFor={id} required={required}>{label}</FormLabel>
      <input
        id={id}
        type="file"
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
      />
      {file && <Typography variant="body2">{`${file.name} (${formatFileSize(file.size)})`}</Typography>}
    </Box>
  );
}
