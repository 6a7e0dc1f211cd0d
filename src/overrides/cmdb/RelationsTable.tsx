import { IconButton, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { TruncatedText } from '../../engine/fields/TruncatedText';
import { assetShowPath } from './assetPaths';
import { assetLabel, type RelationRow } from './cmdbApi';

/** Names in the list are cut like other list fields of the asset page. */
const NAME_TRUNCATE = 50;

/** The list view (assets §2): dependency, the related asset linking to its page, and a delete button. */
export function RelationsTable({ rows, onDelete }: { rows: RelationRow[]; onDelete(row: RelationRow): void }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('cmdb.tab')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('cmdb.columns.dependency')}</TableCell>
          <TableCell>{translate('cmdb.columns.asset')}</TableCell>
          <TableCell align="right">{translate('cmdb.columns.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover>
            <TableCell>{row.dependency}</TableCell>
            <TableCell>
              <MuiLink component={Link} to={assetShowPath(row.asset.id)}>
                <TruncatedText text={assetLabel(row.asset)} length={NAME_TRUNCATE} />
              </MuiLink>
            </TableCell>
            <TableCell align="right">
              <Tooltip title={translate('cmdb.delete')}>
                <IconButton size="small" color="error" aria-label={`${translate('cmdb.delete')} ${row.dependency} ${assetLabel(row.asset)}`} onClick={() => onDelete(row)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
