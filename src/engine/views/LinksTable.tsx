import type { ReactNode } from 'react';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { RaRecord, SortPayload } from 'ra-core';
import { Link } from 'react-router-dom';
import { TruncatedText } from '../fields/TruncatedText';
import type { AssociatesColumn } from '../schema/types';
import { cellHref } from './cellHref';
import { cellText } from './columns';

/** A column a view adds around the tab's own: the detach action, later a selection checkbox. */
export interface ExtraColumn {
  key: string;
  header: ReactNode;
  cell(row: RaRecord): ReactNode;
}

interface LinksTableProps {
  label: string;
  columns: AssociatesColumn[];
  rows: RaRecord[];
  /** Where the first column of a row links to, if anywhere. */
  rowHref(row: RaRecord): string | undefined;
  /** The first column's link opens in a new tab (a tab's rowLink), not in the app. */
  rowNewTab?: boolean;
  sortable: string[];
  sort?: SortPayload;
  onSort(field: string): void;
  start?: ExtraColumn[];
  end?: ExtraColumn[];
  /** The text of a cell (default cellText). */
  textOf?(row: RaRecord, column: AssociatesColumn): string;
}

/**
 * The rows of a links tab: extra columns first, the tab's columns (sortable where the target sorts; the
 * first links to the row's page, a column with an href to where it says), extra columns last.
 */
export function LinksTable({ label, columns, rows, rowHref, rowNewTab = false, sortable, sort, onSort, start = [], end = [], textOf = cellText }: LinksTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {start.map((extra) => <TableCell key={extra.key}>{extra.header}</TableCell>)}
          {columns.map((column) => (
            <TableCell key={column.path} sortDirection={sort?.field === column.path ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
              {sortable.includes(column.path) ? (
                <TableSortLabel active={sort?.field === column.path} direction={sort?.field === column.path && sort.order === 'DESC' ? 'desc' : 'asc'}
                  onClick={() => onSort(column.path)}>
                  {column.label}
                </TableSortLabel>
              ) : column.label}
            </TableCell>
          ))}
          {end.map((extra) => <TableCell key={extra.key}>{extra.header}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={String(row.id)} hover>
            {start.map((extra) => <TableCell key={extra.key}>{extra.cell(row)}</TableCell>)}
            {columns.map((column, index) => {
              const text = <TruncatedText text={textOf(row, column)} length={column.truncate} />;
              // A column's own href may lead out of the app (a person's page of the host): a plain link.
              const own = column.href ? cellHref(column.href, row) : undefined;
              const href = index === 0 && !column.href ? rowHref(row) : undefined;
              const newTab = { target: '_blank', rel: 'noopener noreferrer' };
              const cell = own ? <MuiLink href={own} {...(column.newTab ? newTab : {})}>{text}</MuiLink>
                : href && rowNewTab ? <MuiLink href={href} {...newTab}>{text}</MuiLink>
                  : href ? <MuiLink component={Link} to={href}>{text}</MuiLink> : text;
              return <TableCell key={column.path}>{cell}</TableCell>;
            })}
            {end.map((extra) => <TableCell key={extra.key}>{extra.cell(row)}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
