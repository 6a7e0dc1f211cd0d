import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { panelMessages } from './panelMessages';

export interface PanelConfirmProps {
  title: string;
  text: string;
  confirm: string;
  /** Runs the call; the dialog closes whatever it answers. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function PanelConfirm({ title, text, confirm, onConfirm, onClose }: PanelConfirmProps) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    onConfirm().finally(onClose);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="sd-panel-confirm" maxWidth="xs" fullWidth>
      <DialogTitle id="sd-panel-confirm">{title}</DialogTitle>
      <DialogContent><DialogContentText>{text}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{panelMessages.actions.cancel}</Button>
        <Button onClick={run} disabled={busy} variant="contained" color="error">{confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}
