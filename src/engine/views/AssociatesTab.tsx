import { useEffect, useState } from 'react';
import { CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import type { ServiceDeskDataProvider } from '../data';
import { TruncatedText } from '../fields/TruncatedText';
import type { ResourceDefinition } from '../schema/defineResource';
import { fillUrl } from '../schema/paths';
import { cellText, columnOf } from './columns';

/** An x-show tab of kind "associates": the related rows in a read-only table. */
export function AssociatesTab({ definition, tab, id }: { definition: ResourceDefinition; tab: number; id: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [rows, setRows] = useState<Record<string, unknown>[]>();
  const spec = definition.show.tabs?.[tab];
  useEffect(() => {
    let current = true;
    setRows(undefined);
    dataProvider.associates(definition.name, { tab, id, sort: spec?.sort })
      .then(({ data }) => { if (current) setRows(data); })
      .catch(() => { if (current) setRows([]); });
    return () => { current = false; };
  }, [dataProvider, definition.name, tab, id, spec?.sort]);
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
