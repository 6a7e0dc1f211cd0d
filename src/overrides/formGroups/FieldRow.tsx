import { Box, FormControlLabel, IconButton, MenuItem, Paper, Switch, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'ra-core';
import { FIELD_KINDS, withTitle, type FieldDraft, type FieldKindChoice, fieldMessages } from './fieldDrafts';

interface FieldRowProps {
  draft: FieldDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(draft: FieldDraft): void;
  onRemove(): void;
  onMove(offset: -1 | 1): void;
}

/** One field of a group: label (the key follows it while new), kind, required, and the kind's own settings. */
export function FieldRow({ draft, index, count, errors, disabled, onChange, onRemove, onMove }: FieldRowProps) {
  const translate = useTranslate();
  const messages = fieldMessages(errors, index);
  const position = translate('form_group.field', { number: index + 1 });
  const name = draft.title || position;
  const set = (change: Partial<FieldDraft>) => onChange({ ...draft, ...change });
  const number = draft.kind === 'integer' || draft.kind === 'number';
  return (
    <Paper variant="outlined" component="fieldset" aria-label={position} sx={{ p: 2, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography component="legend" variant="subtitle1" sx={{ flexGrow: 1 }}>{position}</Typography>
        <IconButton aria-label={translate('form_group.move_up', { name })} disabled={disabled || index === 0} onClick={() => onMove(-1)}><UpIcon /></IconButton>
        <IconButton aria-label={translate('form_group.move_down', { name })} disabled={disabled || index === count - 1} onClick={() => onMove(1)}><DownIcon /></IconButton>
        <IconButton aria-label={translate('form_group.remove_field', { name })} disabled={disabled} onClick={onRemove}><DeleteIcon /></IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        <TextField label={translate('form_group.label')} required value={draft.title} disabled={disabled}
          error={!!messages.title} helperText={messages.title} onChange={(event) => onChange(withTitle(draft, event.target.value))} />
        <TextField label={translate('form_group.key')} required value={draft.key} disabled={disabled || draft.saved}
          error={!!messages.key} helperText={messages.key ?? translate('form_group.key_help')}
          onChange={(event) => set({ key: event.target.value, keyEdited: true })} />
        <TextField select label={translate('form_group.kind')} value={draft.kind} disabled={disabled}
          error={!!messages.kind} helperText={messages.kind} onChange={(event) => set({ kind: event.target.value as FieldKindChoice })}>
          {FIELD_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{translate(`form_group.kinds.${kind}`)}</MenuItem>)}
        </TextField>
      </Box>
      {draft.kind === 'select' && (
        <TextField label={translate('form_group.options')} required multiline minRows={3} value={draft.options} disabled={disabled}
          error={!!messages.options} helperText={messages.options} onChange={(event) => set({ options: event.target.value })} />
      )}
      {(draft.kind === 'text' || draft.kind === 'textarea') && (
        <TextField label={translate('form_group.max_length')} type="number" value={draft.maxLength} disabled={disabled} sx={{ maxWidth: 220 }}
          error={!!messages.maxLength} helperText={messages.maxLength} onChange={(event) => set({ maxLength: event.target.value })} />
      )}
      {number && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField label={translate('form_group.minimum')} type="number" value={draft.minimum} disabled={disabled}
            error={!!messages.minimum} helperText={messages.minimum} onChange={(event) => set({ minimum: event.target.value })} />
          <TextField label={translate('form_group.maximum')} type="number" value={draft.maximum} disabled={disabled}
            error={!!messages.maximum} helperText={messages.maximum} onChange={(event) => set({ maximum: event.target.value })} />
        </Box>
      )}
      <FormControlLabel label={translate('form_group.required')} disabled={disabled}
        control={<Switch checked={draft.required} onChange={(event) => set({ required: event.target.checked })} />} />
    </Paper>
  );
}
