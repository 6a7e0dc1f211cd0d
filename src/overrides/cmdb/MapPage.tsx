import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { assetShowPath } from './assetPaths';
import { assetLabel } from './cmdbApi';
import { RelationMap, DEPTHS } from './RelationMap';
import { RelationshipDialog, type RelatedAsset } from './RelationshipDialog';
import { useAlert } from '../../engine/hooks/useAlert';
import { AlertArea } from '../../engine/views/AlertArea';

const AREA = 'cmdb-map';
const numberParam = (raw: string | null, allowed: (n: number) => boolean) => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && allowed(value) ? value : undefined;
};

/**
 * /service-desk/assets/:id/cmdb-map?depth=3&limit=500: an asset's map with the whole page to
 * itself, for graphs too large for the tab. Depth and limit live in the address, so a map can be
 * shared as a link; the server checks both and says when they are out of range.
 */
export default function MapPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const alert = useAlert(AREA);
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState<RelatedAsset>();
  const assetId = Number(id);
  // The asset's own resource names the page: the map needs no record of its own.
  const { data: record } = useGetOne('asset', { id: assetId }, { enabled: Number.isSafeInteger(assetId) && assetId > 0 });
  const title = record ? assetLabel({ name: String(record.name ?? ''), identifier: record.identifier ?? null }) : `#${assetId}`;
  const depth = numberParam(params.get('depth'), (n) => DEPTHS.includes(n)) ?? DEPTHS[0];
  const limit = numberParam(params.get('limit'), (n) => n > 0);
  if (!Number.isSafeInteger(assetId) || assetId < 1) return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;
  const changeDepth = (next: number) => setParams((previous) => { previous.set('depth', String(next)); return previous; });
  const changeLimit = (next: number) => setParams((previous) => { previous.set('limit', String(next)); return previous; });
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('cmdb.map_title', { asset: title })}</Typography>
        <Button component={Link} to={assetShowPath(assetId)}>{translate('sd.action.view')}</Button>
      </Box>
      <AlertArea area={AREA} />
      <RelationMap assetId={assetId} version={version} depth={depth} onDepthChange={changeDepth} limit={limit} onLimitChange={changeLimit} onAdd={setAdding} />
      <RelationshipDialog
        parent={adding}
        onClose={() => setAdding(undefined)}
        onCreated={(message) => { setAdding(undefined); if (message) alert.show('success', message); setVersion((v) => v + 1); }}
      />
    </Box>
  );
}
