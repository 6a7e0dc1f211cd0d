import { Alert, Box, FormControl, FormControlLabel, FormHelperText, FormLabel, IconButton, Paper, Radio, RadioGroup, TextField, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { LookupItem } from '../../engine/data';
import { LookupSelect } from '../../engine/widgets/LookupSelect';
import type { LevelDraft, Match } from './cabFormLevels';
import type { CabFormSchema } from './cabFormSchema';

interface CabFormLevelProps {
  level: LevelDraft;
  index: number;
  count: number;
  fields: CabFormSchema['levelFields'];
  /** Messages of this level by its own dotted keys: name, match, approvers, approvers.users, ... */
  errors: Record<string, string>;
  /** Names of the saved approvers, before the look-ups answer. */
  known: { users: LookupItem[]; user_types: LookupItem[] };
  disabled: boolean;
  onChange(change: Partial<Omit<LevelDraft, 'key'>>): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

/** One level of the board: name, match, users and user types, and its move and remove buttons. */
export function CabFormLevel({ level, index, count, fields, errors, known, disabled, onChange, onMove, onRemove }: CabFormLevelProps) {
  const translate = useTranslate();
  const order = level.order;
  const message = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const approversMissing = message('approvers');
  const id = `cab-level-${level.key}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {translate('cab_form.level', { order })}
        </Typography>
        <Tooltip title={translate('cab_form.move_up', { order })}><span>
          <IconButton aria-label={translate('cab_form.move_up', { order })} disabled={disabled || index === 0} onClick={() => onMove(-1)}><ArrowUpwardIcon /></IconButton>
        </span></Tooltip>
        <Tooltip title={translate('cab_form.move_down', { order })}><span>
          <IconButton aria-label={translate('cab_form.move_down', { order })} disabled={disabled || index === count - 1} onClick={() => onMove(1)}><ArrowDownwardIcon /></IconButton>
        </span></Tooltip>
        {/* The last level cannot go: a board keeps at least one. */}
        <Tooltip title={translate('cab_form.remove', { order })}><span>
          <IconButton aria-label={translate('cab_form.remove', { order })} color="error" disabled={disabled || count <= 1} onClick={onRemove}><DeleteIcon /></IconButton>
        </span></Tooltip>
      </Box>
      <TextField id={`${id}-name`} label={fields.name.label} required value={level.name} disabled={disabled}
        error={Boolean(message('name'))} helperText={message('name')} onChange={(event) => onChange({ name: event.target.value })} />
      <FormControl error={Boolean(message('match'))} disabled={disabled} required>
        <FormLabel id={`${id}-match`}>{fields.match.label}</FormLabel>
        <RadioGroup row aria-labelledby={`${id}-match`} value={level.match} onChange={(event) => onChange({ match: event.target.value as Match })}>
          {fields.match.choices?.map((choice) => (
            <FormControlLabel key={String(choice.value)} value={choice.value} control={<Radio />} label={choice.label} />
          ))}
        </RadioGroup>
        {message('match') && <FormHelperText>{message('match')}</FormHelperText>}
      </FormControl>
      <Box role="group" aria-label={translate('cab_form.approvers', { order })} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <LookupSelect id={`${id}-users`} descriptor={fields.users} label={fields.users.label} value={level.approvers.users} known={known.users}
          disabled={disabled} error={Boolean(approversMissing || message('approvers.users'))} helperText={message('approvers.users')}
          onChange={(users) => onChange({ approvers: { ...level.approvers, users: users as number[] } })} />
        <LookupSelect id={`${id}-user-types`} descriptor={fields.user_types} label={fields.user_types.label} value={level.approvers.user_types}
          known={known.user_types} disabled={disabled} error={Boolean(approversMissing || message('approvers.user_types'))}
          helperText={message('approvers.user_types')}
          onChange={(types) => onChange({ approvers: { ...level.approvers, user_types: types as number[] } })} />
      </Box>
      {approversMissing && <Alert severity="error" variant="filled">{approversMissing}</Alert>}
    </Paper>
  );
}
