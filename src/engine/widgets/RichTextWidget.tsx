import { lazy, Suspense } from 'react';
import { Box, FormLabel, LinearProgress } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

// tiptap is large and only forms with rich text need it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** An HTML property: a lazy tiptap editor emitting HTML ('' when empty). */
export function RichTextWidget({ id, label, value, required, disabled, readonly, onChange }: WidgetProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <FormLabel id={`${id}-label`} required={required}>{label}</FormLabel>
      <Suspense fallback={<LinearProgress />}>
        <RichTextEditor id={id} label={label} value={typeof value === 'string' ? value : ''} disabled={disabled || readonly} onChange={onChange} />
      </Suspense>
    </Box>
  );
}
