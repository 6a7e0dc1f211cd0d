import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { LookupItem } from '../../engine/data';
import { messageOfError } from '../../engine/data/messageOfError';
import { REQUIRED_MESSAGE } from '../../kernel';
import { dialogPaper } from '../../engine/views/dialogPaper';
import { http } from '../http';
import { assetLabel, relateRequest, type Direction } from './cmdbApi';
import { LookupAutocomplete } from './LookupAutocomplete';
import { chosenRelation } from './chosenRelation';

const LOOKUPS = {
  assets: '/service-desk/api/dependency/assets',
  forward: '/service-desk/api/dependency/forward_relations',
  inverse: '/service-desk/api/dependency/inverse_relations',
};

export interface RelatedAsset { id: number; name: string; identifier: string | null }

interface RelationshipDialogProps {
  /** The asset the new relations start from; the dialog is open while one is given. */
  parent?: RelatedAsset;
  onClose(): void;
  onCreated(message: string | undefined): void;
}

/**
 * Add relationship: the assets on the other side, and either a forward or an inverse
 * relation, never both (choosing one clears the other). Without assets the field says so; without a
 * relation a danger alert does; a refusal from the server shows inside the dialog, which stays open.
 */
export function RelationshipDialog({ parent, onClose, onCreated }: RelationshipDialogProps) {
  const translate = useTranslate();
  const [assets, setAssets] = useState<LookupItem[]>([]);
  const [relations, setRelations] = useState<Record<Direction, LookupItem | null>>({ forward: null, inverse: null });
  const [assetsError, setAssetsError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Every opening starts empty, reset while rendering the new parent.
  const [openedFor, setOpenedFor] = useState(parent?.id);
  if (openedFor !== parent?.id) {
    setOpenedFor(parent?.id);
    setAssets([]);
    setRelations({ forward: null, inverse: null });
    setAssetsError(undefined);
    setAlert(undefined);
  }
  const choose = (direction: Direction) => (item: LookupItem | null) => {
    setRelations({ forward: null, inverse: null, [direction]: item });
    setAlert(undefined);
  };
  const submit = async () => {
    if (!parent) return;
    const relation = chosenRelation(relations);
    setAssetsError(assets.length ? undefined : REQUIRED_MESSAGE);
    setAlert(relation ? undefined : 'at_least_one_relation_is_required_to_create_relationship');
    if (!assets.length || !relation) return;
    setBusy(true);
    try {
      const body = await http.send<{ message?: unknown }>(relateRequest({ parentId: parent.id, childIds: assets.map((item) => Number(item.id)), ...relation }));
      onCreated(typeof body.message === 'string' ? body.message : undefined);
    } catch (failure) {
      setAlert(messageOfError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={parent !== undefined} onClose={onClose} aria-labelledby="cmdb-relate-title" maxWidth={false} slotProps={dialogPaper('confirm')}>
      <DialogTitle id="cmdb-relate-title">{translate('cmdb.dialog_title')}</DialogTitle>
      <DialogContent>
        {alert && <Alert severity="error" role="alert" sx={{ mb: 1 }}>{translate(alert, { _: alert })}</Alert>}
        {parent && <DialogContentText sx={{ mb: 1 }}>{translate('cmdb.dialog_for', { asset: assetLabel(parent) })}</DialogContentText>}
        <LookupAutocomplete lookup={LOOKUPS.assets} label={translate('cmdb.assets')} multiple value={assets} required
          exclude={parent ? [parent.id] : []} error={assetsError} onChange={(next) => { setAssets(next); setAssetsError(undefined); }} />
        <LookupAutocomplete lookup={LOOKUPS.forward} label={translate('cmdb.forward')} multiple={false} value={relations.forward} onChange={choose('forward')} />
        <LookupAutocomplete lookup={LOOKUPS.inverse} label={translate('cmdb.inverse')} multiple={false} value={relations.inverse} onChange={choose('inverse')}
          helperText={translate('cmdb.either')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sd.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>{translate('cmdb.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}
