import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { dialogPaper } from './dialogPaper';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  /** The words on the confirming button. */
  confirm: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The question asked before anything that cannot be undone; cancel is always offered. */
export function ConfirmDialog({ open, title, question, confirm, danger, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sd-confirm-title" maxWidth={false} slotProps={dialogPaper('confirm')}>
      <DialogTitle id="sd-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button color={danger ? 'error' : 'primary'} variant="contained" disabled={busy} onClick={onConfirm} autoFocus>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
