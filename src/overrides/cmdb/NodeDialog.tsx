import { Button, Dialog, DialogActions, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { assetShowPath } from './assetPaths';
import { assetLabel, type MapNode } from './cmdbApi';

interface NodeDialogProps {
  node?: MapNode;
  onAdd(node: MapNode): void;
  onClose(): void;
}

/** A node clicked on the map: add relationship from it, view it in a new tab, or close. */
export function NodeDialog({ node, onAdd, onClose }: NodeDialogProps) {
  const translate = useTranslate();
  const view = () => {
    if (node) window.open(assetShowPath(node.id), '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Dialog open={node !== undefined} onClose={onClose} aria-labelledby="cmdb-node-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cmdb-node-title" sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {node && assetLabel(node)}
        <IconButton aria-label={translate('sd.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogActions sx={{ justifyContent: 'flex-start', px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => node && onAdd(node)}>{translate('cmdb.add')}</Button>
        <Button variant="outlined" onClick={view}>{translate('cmdb.view_asset')}</Button>
      </DialogActions>
    </Dialog>
  );
}
