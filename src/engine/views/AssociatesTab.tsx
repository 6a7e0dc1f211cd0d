import { CircularProgress, Typography } from '@mui/material';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { useTabRows } from '../hooks/useTabRows';
import { type ResourceDefinition, fillUrl } from '../../kernel';
import { columnOf } from './columns';
import { LinksTable } from './LinksTable';
import { tabCellField } from './tabCellField';

/** An x-show tab of kind "associates": the related rows, read-only. */
export function AssociatesTab({ definition, tab, id, version }: { definition: ResourceDefinition; tab: number; id: Identifier; version?: number }) {
  const translate = useTranslate();
  const rows = useTabRows(definition, tab, id, version);
  const spec = definition.show.tabs?.[tab];
  if (!spec) return null;
  if (!rows) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('sd.list.no_data')}</Typography>;
  // The spec opens related records in a new tab, so the record being read stays open.
  const rowHref = (row: RaRecord) => (spec.rowLink && row.id !== undefined ? fillUrl(spec.rowLink, { id: row.id }) : undefined);
  // Rows read from another record's answer, with or without an id (then nothing links).
  const records = definition.tabRecords[tab];
  return <LinksTable label={spec.label} columns={(spec.columns ?? []).map(columnOf)} rows={rows as RaRecord[]} rowHref={rowHref} rowNewTab
    fieldOf={(column) => tabCellField(records, column)} />;
}
