import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { commentError, reasonError } from '../../kernel';
import type { BoardAction, CabBoard, CabLevel } from './cabTabApi';
import { errorsOf } from './cabTabErrors';
import { MODAL_FIELDS } from '../../engine/views/modalFormBox';

interface CabTabDecisionDialogProps {
  action?: BoardAction;
  /** The change's boards: removing takes them all. */
  boards: CabBoard[];
  /** The pending board and its active level, which approve and deny act on. */
  decided?: { board: CabBoard; level: CabLevel };
  busy: boolean;
  onClose(): void;
  onConfirm(action: BoardAction, comment: string): Promise<void>;
}

/**
 * The confirmation of a board action: approve
 * and deny name the level and board and need a comment; when the caller decides for someone (an
 * administrator standing in for an approver who can not), the dialog says for whom and the button
 * waits for a ticked confirmation. Removing the boards needs a reason, which the log keeps.
 */
export function CabTabDecisionDialog({ action, boards, decided, busy, onClose, onConfirm }: CabTabDecisionDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  // Every opening starts empty, reset while rendering the new action.
  const [openedFor, setOpenedFor] = useState(action);
  if (openedFor !== action) {
    setOpenedFor(action);
    setComment('');
    setConfirmed(false);
    setError(undefined);
    setMessage(undefined);
  }
  if (!action) return null;
  const removing = action === 'remove';
  const level = decided?.level.name ?? '';
  const forWhom = removing ? [] : decided?.level.decidesFor ?? [];
  const confirm = async () => {
    const problem = removing ? reasonError(comment) : commentError(comment);
    setError(problem);
    if (problem) return;
    try {
      await onConfirm(action, comment);
    } catch (failure) {
      const { fields, message: said } = errorsOf(failure);
      setError(fields.comment);
      setMessage(said ?? fields.action_type ?? fields.level_id);
    }
  };
  const question = removing
    ? translate('cab_tab.confirm_remove', { boards: boards.map((board) => board.name).join(', ') })
    : translate(`cab_tab.confirm_${action}`, { level, board: decided?.board.name ?? '' });
  const whom = forWhom.map(({ name, reason }) => translate('cab_tab.name_and_reason', { name, reason })).join(translate('cab_tab.and_for'));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cab-decision-title">
      <DialogTitle id="cab-decision-title">{removing ? translate('cab_tab.remove_title') : translate(`cab_tab.${action}_level`, { level })}</DialogTitle>
      <DialogContent sx={MODAL_FIELDS}>
        {message && <Alert severity="error" sx={{ mb: 1 }}>{message}</Alert>}
        <DialogContentText>{`${question} ${translate('cab_tab.mention_a_reason')}`}</DialogContentText>
        {forWhom.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('cab_tab.deciding_for', { whom })}
            <FormControlLabel sx={{ display: 'flex', mt: 0.5 }} label={translate('cab_tab.confirm_deciding_for', { names: forWhom.map(({ name }) => name).join(', ') })}
              control={<Checkbox size="small" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />} />
          </Alert>
        )}
        <TextField label={translate(removing ? 'cab_tab.reason' : 'cab_tab.comment')} value={comment} onChange={(event) => setComment(event.target.value)}
          required multiline minRows={3} fullWidth margin="dense" error={!!error} helperText={error} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" color={action === 'approve' ? 'primary' : 'error'} disabled={busy || (forWhom.length > 0 && !confirmed)} onClick={() => void confirm()}>
          {translate('cab_tab.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
