import type { ReactNode } from 'react';
import { Box, IconButton, Link, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { RaRecord } from 'ra-core';
import { cellRegistry } from '../../engine/cellRegistry';
import { pickDisplay } from '../../engine/registry';
import { type FieldDescriptor, getPath } from '../../kernel';
import { ResponsiveTable, type TableColumn } from '../../engine/views/ResponsiveTable';
import { usePanelLink } from './PanelContext';
import { PANEL_PAGE_SIZE, type Page } from './panelData';
import { panelMessages } from './panelMessages';

/** One column: the row's value at `path` as text, cut to `truncate` characters (the whole in a tooltip), linked when `href` answers. */
export interface PanelColumn {
  label: string;
  path: string;
  truncate?: number;
  href?: (row: RaRecord) => string | undefined;
  /** The property shown when its type decides how it reads (tabCellField): a date, an amount. */
  field?: FieldDescriptor;
}

/** An extra column of buttons (detach), present only when the panel grants it. */
export interface PanelRowAction {
  label: string;
  render(row: RaRecord): ReactNode;
}

/** The text of a cell: '---' for nothing, an empty list or an object without a name. */
export function cellText(row: RaRecord, path: string): string {
  const value = getPath(row, path);
  if (value === undefined || value === null || value === '' || value === '0000-00-00 00:00:00') return '---';
  if (Array.isArray(value)) return value.length ? value.map((item) => (typeof item === 'object' ? (item as { name?: unknown }).name : item)).join(', ') : '---';
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '---');
  return String(value);
}

function Cell({ row, column }: { row: RaRecord; column: PanelColumn }) {
  const linkProps = usePanelLink();
  if (column.field) {
    const Typed = pickDisplay(cellRegistry, column.field);
    return <Typed descriptor={column.field} record={row} />;
  }
  const text = cellText(row, column.path);
  const cut = column.truncate && text.length > column.truncate ? `${text.slice(0, column.truncate)}…` : text;
  const href = text === '---' ? undefined : column.href?.(row);
  const title = cut === text ? undefined : text;
  return <span title={title}>{href ? <Link {...linkProps(href)}>{cut}</Link> : cut}</span>;
}

export interface PanelTableProps {
  label: string;
  columns: PanelColumn[];
  action?: PanelRowAction;
  page?: Page;
  pageNumber: number;
  onPage(page: number): void;
}

/** A panel's table: rows as text (never as HTML), an empty state, and a pager of PANEL_PAGE_SIZE rows. */
export function PanelTable({ label, columns, action, page, pageNumber, onPage }: PanelTableProps) {
  if (!page) return null;
  if (page.total === 0) return <Typography sx={{ p: 2 }} color="text.secondary">{panelMessages.empty}</Typography>;
  const from = (pageNumber - 1) * PANEL_PAGE_SIZE + 1;
  const to = Math.min(page.total, from + page.data.length - 1);
  return (
    <Box>
      <ResponsiveTable label={label} rows={page.data} rowKey={(row) => String(row.id)} columns={[
        ...columns.map((column): TableColumn<RaRecord> => ({ key: column.path, label: column.label, cell: (row) => <Cell row={row} column={column} /> })),
        ...(action ? [{ key: 'action', label: action.label, bare: true, cell: action.render }] : []),
      ]} />
      {page.total > PANEL_PAGE_SIZE && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
          <Typography variant="body2">{panelMessages.range(from, to, page.total)}</Typography>
          <IconButton size="small" aria-label={panelMessages.previous} disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}><ChevronLeftIcon /></IconButton>
          <IconButton size="small" aria-label={panelMessages.next} disabled={to >= page.total} onClick={() => onPage(pageNumber + 1)}><ChevronRightIcon /></IconButton>
        </Box>
      )}
    </Box>
  );
}
