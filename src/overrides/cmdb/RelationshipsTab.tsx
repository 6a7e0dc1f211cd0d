import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { useAlert } from '../../engine/hooks/useAlert';
import { messageOfError } from '../../engine/data/messageOfError';
import type { TabProps } from '../../engine/overrides';
import { ConfirmDialog } from '../../engine/views/ConfirmDialog';
import { http } from '../http';
import { assetLabel, relationRows, relationsRequest, unrelateRequest, type RelationRow } from './cmdbApi';
import { RelationMap } from './RelationMap';
import { RelationsTable } from './RelationsTable';
import { RelationshipDialog, type RelatedAsset } from './RelationshipDialog';
import { useCmdbCall } from './useCmdbCall';

type View = 'list' | 'map';

/**
 * An asset's Relationships tab: list view or map view, add relationship, and a
 * no-relationships state with an add-new link. Results go to the asset's alert area; a failure to
 * load shows an error alert here.
 */
export default function RelationshipsTab({ definition, record, version, onChanged }: TabProps) {
  const translate = useTranslate();
  const alert = useAlert(definition.alert);
  const assetId = Number(record.id);
  const self: RelatedAsset = { id: assetId, name: String(record.name ?? ''), identifier: typeof record.identifier === 'string' ? record.identifier : null };
  const [view, setView] = useState<View>('list');
  const [depth, setDepth] = useState(1);
  const [adding, setAdding] = useState<RelatedAsset>();
  const [deleting, setDeleting] = useState<RelationRow>();
  const [busy, setBusy] = useState(false);
  const { data: rows, error, loading } = useCmdbCall(relationsRequest(assetId), relationRows, version);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const body = await http.send<{ message?: unknown }>(unrelateRequest(assetId, deleting));
      if (typeof body.message === 'string') alert.show('success', body.message);
      onChanged();
    } catch (failure) {
      alert.show('error', messageOfError(failure));
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };
  const empty = rows !== undefined && rows.length === 0;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && setView(next)} aria-label={translate('cmdb.view')}>
          <ToggleButton value="list">{translate('cmdb.list_view')}</ToggleButton>
          <ToggleButton value="map">{translate('cmdb.map_view')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(self)} sx={{ ml: 'auto' }}>{translate('cmdb.add')}</Button>
      </Box>
      {loading && rows === undefined && <LinearProgress />}
      {error && <Alert severity="error" role="alert">{translate('cmdb.load_failed')} {error}</Alert>}
      {empty && (
        <Typography sx={{ py: 2 }}>
          {translate('cmdb.none')}{' '}
          <Link component="button" variant="body1" onClick={() => setAdding(self)}>{translate('cmdb.add_new')}</Link>
        </Typography>
      )}
      {!empty && rows && view === 'list' && <RelationsTable rows={rows} onDelete={setDeleting} />}
      {!empty && rows && view === 'map' && (
        <RelationMap assetId={assetId} version={version} depth={depth} onDepthChange={setDepth} onAdd={setAdding} fullPageLink />
      )}
      <RelationshipDialog
        parent={adding}
        onClose={() => setAdding(undefined)}
        onCreated={(message) => { setAdding(undefined); if (message) alert.show('success', message); onChanged(); }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={translate('cmdb.delete_title')}
        question={deleting ? translate('cmdb.delete_confirm', { relation: deleting.dependency, asset: assetLabel(deleting.asset) }) : ''}
        confirm={translate('cmdb.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
