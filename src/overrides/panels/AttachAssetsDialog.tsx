import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { LookupItem } from '../../engine/data';
import { AssetPicker, type PickerOwner } from './AssetPicker';
import { errorNotice, PanelAlert, type PanelNotice } from './PanelAlert';
import { panelMessages } from './panelMessages';

export interface AttachAssetsDialogProps {
  owner: Required<PickerOwner>;
  onAttach(ids: Array<string | number>): Promise<void>;
  onClose(): void;
}

/** Attach assets: none chosen says 'Please select assets.' (spec §5); a refused attach keeps the dialog and its choice. */
export function AttachAssetsDialog({ owner, onAttach, onClose }: AttachAssetsDialogProps) {
  const [chosen, setChosen] = useState<LookupItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PanelNotice>();
  const submit = () => {
    if (chosen.length === 0) { setNotice({ severity: 'error', message: panelMessages.selectAssets }); return; }
    setBusy(true);
    onAttach(chosen.map((item) => item.id)).then(onClose, (error: unknown) => { setNotice(errorNotice(error)); setBusy(false); });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="sd-panel-attach-assets" maxWidth="sm" fullWidth>
      <DialogTitle id="sd-panel-attach-assets">{panelMessages.actions.attachAssets}</DialogTitle>
      <DialogContent>
        <PanelAlert notice={notice} onClose={() => setNotice(undefined)} />
        <AssetPicker owner={owner} value={chosen} onChange={setChosen} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{panelMessages.actions.cancel}</Button>
        <Button onClick={submit} disabled={busy} variant="contained">{panelMessages.actions.attach}</Button>
      </DialogActions>
    </Dialog>
  );
}
