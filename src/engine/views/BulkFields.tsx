import { useMemo } from 'react';
import { Box, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatFileSize } from '../fields/format';
import {
  bulkModeOf,
  bulkReference,
  type BulkChoice,
  type BulkAction,
  type BulkWriteSpec,
  type ResourceDefinition,
  type FieldDescriptor,
} from '../../kernel';
import { FilterSelect } from './FilterSelect';

interface WriteSelectProps {
  target: ResourceDefinition;
  write: BulkWriteSpec;
  value: unknown;
  disabled: boolean;
  onChange(value: unknown): void;
}

/** One value of a write's look-up, labelled like the target property it is written to. */
function WriteSelect({ target, write, value, disabled, onChange }: WriteSelectProps) {
  // Memoised: a new reference object would make the look-up ask again on every render.
  const descriptor = useMemo((): FieldDescriptor => ({ ...target.fields[write.field], kind: 'reference', reference: bulkReference(target, write) }), [target, write]);
  // FilterSelect has no disabled state of its own: while the dialog sends, the box takes no clicks.
  return (
    <Box sx={disabled ? { pointerEvents: 'none', opacity: 0.6 } : undefined}>
      <FilterSelect descriptor={descriptor} multiple={false} value={value === undefined ? [] : [value as string | number]} onChange={(ids) => onChange(ids[0])} />
    </Box>
  );
}

interface BulkFieldsProps {
  target: ResourceDefinition;
  action: BulkAction;
  choice: BulkChoice;
  disabled: boolean;
  onChange(next: Partial<BulkChoice>): void;
}

/** The inputs of one bulk action by its kind: a value (set), a mode and maybe a value (assign), text and files (reply). */
export function BulkFields({ target, action, choice, disabled, onChange }: BulkFieldsProps) {
  const translate = useTranslate();
  if (action.kind === 'set') return <WriteSelect target={target} write={action as BulkWriteSpec} value={choice.value} disabled={disabled} onChange={(value) => onChange({ value })} />;
  if (action.kind === 'assign') {
    const mode = bulkModeOf(action, choice.mode);
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormLabel id="sd-bulk-mode" required>{translate('sd.bulk.assign_to')}</FormLabel>
        <RadioGroup row aria-labelledby="sd-bulk-mode" value={choice.mode ?? ''} onChange={(event) => onChange({ mode: event.target.value, value: undefined })}>
          {action.modes!.map((option) => (
            <FormControlLabel key={option.mode} value={option.mode} disabled={disabled} control={<Radio />} label={translate(option.label, { _: option.label })} />
          ))}
        </RadioGroup>
        {/* Keyed by mode: agents and teams are different look-ups, a value of one means nothing to the other. */}
        {mode && !mode.self && <WriteSelect key={mode.mode} target={target} write={mode} value={choice.value} disabled={disabled} onChange={(value) => onChange({ value })} />}
      </Box>
    );
  }
  const files = choice.files ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <TextField id="sd-bulk-text" label={translate('sd.bulk.text')} required multiline minRows={4} disabled={disabled}
        value={typeof choice.text === 'string' ? choice.text : ''} onChange={(event) => onChange({ text: event.target.value })} />
      <FormLabel htmlFor="sd-bulk-files">{translate('sd.bulk.attachments')}</FormLabel>
      <input id="sd-bulk-files" type="file" multiple disabled={disabled}
        onChange={(event) => onChange({ files: [...(event.target.files ?? [])] })} />
      {(files as File[]).map((file) => <Typography key={file.name} variant="body2">{`${file.name} (${formatFileSize(file.size)})`}</Typography>)}
    </Box>
  );
}
