import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { commentError } from '../../engine/schema/approvalRules';
import type { BoardAction } from './cabTabApi';
import { errorsOf } from './cabTabErrors';

interface CabTabDecisionDialogProps {
  action?: BoardAction;
  busy: boolean;
  onClose(): void;
  onConfirm(action: BoardAction, comment: string): Promise<void>;
}

/**
 * The confirmation of a board action (spec §4): 'are you sure you want to approve?' plus 'mention a
 * reason' and a required comment for approve and deny; remove asks without a comment.
 */
export function CabTabDecisionDialog({ action, busy, onClose, onConfirm }: CabTabDecisionDialogProps) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  // Every opening starts empty, reset while rendering the new action.
  const [openedFor, setOpenedFor] = useState(action);
  if (openedFor !== action) {
    setOpenedFor(action);
    setComment('');
    setError(undefined);
    setMessage(undefined);
  }
  if (!action) return null;
  const needsComment = action !== 'remove';
  const confirm = async () => {
    const problem = needsComment ? commentError(comment) : undefined;
    setError(problem);
    if (problem) return;
    try {
      await onConfirm(action, comment);
    } catch (failure) {
      const { fields, message: said } = errorsOf(failure);
      setError(fields.comment);
      setMessage(said ?? fields.action_type);
    }
  };
  const question = translate(`cab_tab.confirm_${action}`);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="cab-decision-title">
      <DialogTitle id="cab-decision-title">{translate(`cab_tab.${action}_title`)}</DialogTitle>
      <DialogContent>
        {message && <Alert severity="error" sx={{ mb: 1 }}>{message}</Alert>}
        <DialogContentText>{needsComment ? `${question} ${translate('cab_tab.mention_a_reason')}` : question}</DialogContentText>
        {needsComment && (
          <TextField label={translate('cab_tab.comment')} value={comment} onChange={(event) => setComment(event.target.value)}
            required multiline minRows={3} fullWidth margin="dense" error={!!error} helperText={error} autoFocus />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" color={action === 'approve' ? 'primary' : 'error'} disabled={busy} onClick={() => void confirm()}>
          {translate('cab_tab.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
