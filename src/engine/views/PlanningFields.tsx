import { lazy, Suspense } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, LinearProgress, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PlanningFile } from '../data';
import { formatFileSize } from '../fields/format';

// tiptap is large and only the popup needs it on a show page.
const RichTextEditor = lazy(() => import('../widgets/RichTextEditor'));

export interface PlanningValues {
  description: string;
  title: string;
  file?: File;
  removeFile: boolean;
}

interface PlanningFieldsProps {
  values: PlanningValues;
  /** The kind has a title (x-planning kinds[].title). */
  titled: boolean;
  /** The file already stored, offered for removal. */
  stored: PlanningFile | null;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(values: Partial<PlanningValues>): void;
}

/** The popup's inputs: title (titled kinds), required rich-text description, one attachment; errors under each field. */
export function PlanningFields({ values, titled, stored, errors, disabled, onChange }: PlanningFieldsProps) {
  const translate = useTranslate();
  const say = (message?: string) => message && translate(message, { _: message });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      {titled && (
        <TextField id="sd-planning-title" label={translate('sd.planning.title')} value={values.title} disabled={disabled}
          error={Boolean(errors.title)} helperText={say(errors.title)} onChange={(event) => onChange({ title: event.target.value })} />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <FormLabel required error={Boolean(errors.description)}>{translate('sd.planning.description')}</FormLabel>
        <Suspense fallback={<LinearProgress />}>
          <RichTextEditor id="sd-planning-description" label={translate('sd.planning.description')} value={values.description}
            disabled={disabled} onChange={(description) => onChange({ description })} />
        </Suspense>
        {errors.description && <FormHelperText error>{say(errors.description)}</FormHelperText>}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <FormLabel htmlFor="sd-planning-attachment" error={Boolean(errors.attachment)}>{translate('sd.planning.attachment')}</FormLabel>
        <input id="sd-planning-attachment" type="file" disabled={disabled}
          onChange={(event) => onChange({ file: event.target.files?.[0] ?? undefined })} />
        {values.file && <Typography variant="body2">{`${values.file.name} (${formatFileSize(values.file.size)})`}</Typography>}
        {!values.file && stored && (
          <FormControlLabel
            label={translate('sd.form.remove_file', { name: `${stored.value} (${formatFileSize(stored.size)})` })}
            control={<Checkbox checked={values.removeFile} disabled={disabled} onChange={(event) => onChange({ removeFile: event.target.checked })} />}
          />
        )}
        {errors.attachment && <FormHelperText error>{say(errors.attachment)}</FormHelperText>}
      </Box>
    </Box>
  );
}
