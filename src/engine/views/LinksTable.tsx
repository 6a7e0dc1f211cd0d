import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import type { RaRecord, SortPayload } from 'ra-core';
import { Link } from 'react-router-dom';
import { cellRegistry } from '../cellRegistry';
import { BadgeChip } from '../fields/BadgeChip';
import { TruncatedText } from '../fields/TruncatedText';
import { useNarrow } from '../hooks/useNarrow';
import { pickDisplay } from '../registry';
import type { FieldDescriptor, AssociatesColumn, BadgeColour } from '../../kernel';
import { cellHref } from './cellHref';
import { cellText } from './columns';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';
import { SortHeader, sortDirectionOf } from './SortHeader';
import { SortSelect } from './SortSelect';

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
  /** The columns the rows sort by (none: not sortable). */
  sortable?: string[];
  sort?: SortPayload;
  setSort?(sort: SortPayload): void;
  start?: ExtraColumn[];
  end?: ExtraColumn[];
  /** The text of a cell (default cellText). */
  textOf?(row: RaRecord, column: AssociatesColumn): string;
  /** The chip colour of a cell, if it shows as one (a status the target's x-badge colours). */
  badgeOf?(row: RaRecord, column: AssociatesColumn): BadgeColour | undefined;
  /** The property a column shows when its type decides how it reads (tabCellField): a date, an amount. */
  fieldOf?(column: AssociatesColumn): FieldDescriptor | undefined;
}

/**
 * The rows of a tab: extra columns first, the tab's columns (sortable where the target sorts; the
 * first links to the row's page, a column with an href to where it says), extra columns last. On a
 * narrow screen one item per row (ResponsiveTable), with a sort choice for the headers.
 */
export function LinksTable(props: LinksTableProps) {
  const { label, rows, sortable = [], sort, setSort = () => undefined, start = [], end = [] } = props;
  const narrow = useNarrow();
  const cell = cellRenderer(props);
  const extra = (column: ExtraColumn): TableColumn<RaRecord> => ({ key: column.key, label: '', header: column.header, cell: column.cell, bare: true });
  const columns: Array<TableColumn<RaRecord>> = [
    ...start.map(extra),
    ...props.columns.map((column, index) => ({
      key: column.path,
      label: column.label,
      sortDirection: sortDirectionOf(sort, column.path),
      header: sortable.includes(column.path) ? <SortHeader field={column.path} sort={sort} onSort={setSort}>{column.label}</SortHeader> : undefined,
      cell: (row: RaRecord) => cell(row, column, index),
    })),
    ...end.map(extra),
  ];
  const choices = props.columns.filter((column) => sortable.includes(column.path)).map((column) => ({ field: column.path, label: column.label }));
  return (
    <>
      {narrow && <SortSelect choices={choices} sort={sort} onChange={setSort} />}
      <ResponsiveTable label={label} columns={columns} rows={rows} rowKey={(row, at) => String(row.id ?? at)} />
    </>
  );
}

/**
 * What a cell shows: a typed property through the cell slot's renderer (a date as dates read, an
 * amount as money), else its text or chip; linked where its column says (an href) or, for the first
 * column, to the row's page.
 */
function cellRenderer({ rowHref, rowNewTab = false, textOf = cellText, badgeOf, fieldOf }: LinksTableProps) {
  return (row: RaRecord, column: AssociatesColumn, index: number) => {
    const colour = badgeOf?.(row, column);
    const field = fieldOf?.(column);
    const Typed = field && pickDisplay(cellRegistry, field);
    const text = Typed ? <Typed descriptor={field} record={row} />
      : colour ? <BadgeChip colour={colour} text={textOf(row, column)} length={column.truncate} />
        : <TruncatedText text={textOf(row, column)} length={column.truncate} />;
    // A column's own href may lead out of the app (a person's page of the host): a plain link.
    const own = column.href ? cellHref(column.href, row) : undefined;
    const href = index === 0 && !column.href ? rowHref(row) : undefined;
    const newTab = { target: '_blank', rel: 'noopener noreferrer' };
    return own ? <MuiLink href={own} {...(column.newTab ? newTab : {})}>{text}</MuiLink>
      : href && rowNewTab ? <MuiLink href={href} {...newTab}>{text}</MuiLink>
        : href ? <MuiLink component={Link} to={href}>{text}</MuiLink> : text;
  };
}
