import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface ConfirmDeleteProps {
  open: boolean;
  /** What is being deleted, in words: the resource title. */
  name: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The question asked before anything is deleted; the confirm button is labelled "delete". */
export function ConfirmDelete({ open, name, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sd-confirm-delete-title">
      <DialogTitle id="sd-confirm-delete-title">{translate('sd.delete.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('sd.delete.confirm', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm} autoFocus>
          {translate('sd.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
