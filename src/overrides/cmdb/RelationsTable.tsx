import { IconButton, Link as MuiLink, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { TruncatedText } from '../../engine/fields/TruncatedText';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import { assetShowPath } from './assetPaths';
import { assetLabel, type RelationRow } from './cmdbApi';

/** Names in the list are cut like other list fields of the asset page. */
const NAME_TRUNCATE = 50;

/** The list view: dependency, the related asset linking to its page, and a delete button. */
export function RelationsTable({ rows, onDelete }: { rows: RelationRow[]; onDelete(row: RelationRow): void }) {
  const translate = useTranslate();
  return (
    <ResponsiveTable label={translate('cmdb.tab')} rows={rows} rowKey={(row) => row.key} columns={[
      { key: 'dependency', label: translate('cmdb.columns.dependency'), cell: (row) => row.dependency },
      {
        key: 'asset', label: translate('cmdb.columns.asset'), cell: (row) => (
          <MuiLink component={Link} to={assetShowPath(row.asset.id)}>
            <TruncatedText text={assetLabel(row.asset)} length={NAME_TRUNCATE} />
          </MuiLink>
        ),
      },
      {
        key: 'action', label: translate('cmdb.columns.action'), align: 'right', bare: true, cell: (row) => (
          <Tooltip title={translate('cmdb.delete')}>
            <IconButton size="small" color="error" aria-label={`${translate('cmdb.delete')} ${row.dependency} ${assetLabel(row.asset)}`} onClick={() => onDelete(row)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ]} />
  );
}
