import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ResourceDefinition } from '../../kernel';
import type { Cab } from '../../types';
import { LookupSelect } from '../../engine/widgets/LookupSelect';

/** The board's own values as the editor holds them, as cab.json types them; empty choices are undefined. */
export type BoardDraft = Pick<Cab, 'name' | 'action_on_approve' | 'action_on_deny' | 'reminder_interval'> & Required<Pick<Cab, 'send_auto_reminders'>>;

interface CabFormBoardProps {
  definition: ResourceDefinition;
  board: BoardDraft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(change: Partial<BoardDraft>): void;
}

/** Name, the change statuses set on approval and on denial, and auto reminders with their interval (required while on). */
export function CabFormBoard({ definition, board, errors, disabled, onChange }: CabFormBoardProps) {
  const translate = useTranslate();
  const { fields } = definition;
  const message = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : undefined);
  const reminders = board.send_auto_reminders === 1;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <TextField id="cab-name" label={fields.name.label} required value={board.name} disabled={disabled} sx={{ gridColumn: { md: '1 / -1' } }}
        error={Boolean(message('name'))} helperText={message('name')} onChange={(event) => onChange({ name: event.target.value })} />
      {(['action_on_approve', 'action_on_deny'] as const).map((name) => (
        <LookupSelect key={name} id={`cab-${name}`} descriptor={fields[name]} label={fields[name].label} value={board[name]} disabled={disabled}
          error={Boolean(message(name))} helperText={message(name)} onChange={(value) => onChange({ [name]: value as number | undefined })} />
      ))}
      <FormControlLabel label={fields.send_auto_reminders.label} disabled={disabled} control={
        <Switch checked={reminders} onChange={(event) => onChange({ send_auto_reminders: event.target.checked ? 1 : 0 })} />
      } />
      {reminders && (
        <TextField id="cab-reminder-interval" select label={fields.reminder_interval.label} required disabled={disabled}
          value={board.reminder_interval ?? ''} error={Boolean(message('reminder_interval'))} helperText={message('reminder_interval')}
          onChange={(event) => onChange({ reminder_interval: event.target.value === '' ? undefined : Number(event.target.value) as Cab['reminder_interval'] })}>
          {fields.reminder_interval.choices?.map((choice) => <MenuItem key={String(choice.value)} value={choice.value as number}>{choice.label}</MenuItem>)}
        </TextField>
      )}
    </Box>
  );
}
