import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { LookupItem } from '../../engine/data';
import { errorNotice, PanelAlert, type PanelNotice } from './PanelAlert';
import { panelMessages } from './panelMessages';
import { SearchSelect } from '../../engine/views/SearchSelect';

export interface ChooseDialogProps {
  title: string;
  label: string;
  /** The candidates for the typed text (the link's look-up). */
  options(search: string): Promise<LookupItem[]>;
  /** Sends the choice; a failure keeps the dialog open with the server's words. */
  onChoose(item: LookupItem): Promise<void>;
  onClose(): void;
}

/** Attach one existing record: the button stays disabled until one is chosen. */
export function ChooseDialog({ title, label, options, onChoose, onClose }: ChooseDialogProps) {
  const [chosen, setChosen] = useState<LookupItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PanelNotice>();
  const submit = () => {
    if (!chosen) return;
    setBusy(true);
    onChoose(chosen).then(onClose, (error: unknown) => { setNotice(errorNotice(error)); setBusy(false); });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="sd-panel-choose" maxWidth="sm" fullWidth>
      <DialogTitle id="sd-panel-choose">{title}</DialogTitle>
      <DialogContent>
        <PanelAlert notice={notice} onClose={() => setNotice(undefined)} />
        <SearchSelect label={label} options={options} value={chosen} onChange={setChosen} autoFocus errorText={(error) => errorNotice(error).message} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{panelMessages.actions.cancel}</Button>
        <Button onClick={submit} disabled={!chosen || busy} variant="contained">{panelMessages.actions.attach}</Button>
      </DialogActions>
    </Dialog>
  );
}
