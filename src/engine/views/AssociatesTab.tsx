import { CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { TruncatedText } from '../fields/TruncatedText';
import { useTabRows } from '../hooks/useTabRows';
import type { ResourceDefinition } from '../schema/defineResource';
import { fillUrl } from '../schema/paths';
import { cellText, columnOf } from './columns';

/** An x-show tab of kind "associates": the related rows in a read-only table. */
export function AssociatesTab({ definition, tab, id, version }: { definition: ResourceDefinition; tab: number; id: Identifier; version?: number }) {
  const translate = useTranslate();
  const rows = useTabRows(definition, tab, id, version);
  const spec = definition.show.tabs?.[tab];
  if (!spec) return null;
  if (!rows) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('sd.list.no_data')}</Typography>;
  const columns = (spec.columns ?? []).map(columnOf);
  return (
    <Table size="small" aria-label={spec.label}>
      <TableHead>
        <TableRow>{columns.map((column) => <TableCell key={column.path}>{column.label}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={String(row.id ?? index)}>
            {columns.map((column, index) => {
              const text = <TruncatedText text={cellText(row, column)} length={column.truncate} />;
              // The spec opens related records in a new tab, so the record being read stays open.
              const href = index === 0 && spec.rowLink && row.id !== undefined ? fillUrl(spec.rowLink, { id: row.id as string }) : undefined;
              return (
                <TableCell key={column.path}>
                  {href ? <Link href={href} target="_blank" rel="noopener noreferrer">{text}</Link> : text}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
