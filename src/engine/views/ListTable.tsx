import { lazy, Suspense, useMemo } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type Theme } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useNarrow } from '../hooks/useNarrow';
import type { FieldDescriptor, ResourceDefinition } from '../../kernel';
import type { ExtraColumn } from './LinksTable';
import { ListCell } from './ListCell';
import { OneLineCells, oneLine } from './OneLineCells';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { SortHeader, sortDirectionOf } from './SortHeader';
import { sortFieldOf } from './sortField';

// Only a phone draws it: loaded when one does, not with every desktop's first page.
const OneColumnList = lazy(() => import('./OneColumnList').then((m) => ({ default: m.OneColumnList })));

interface ListTableProps {
  definition: ResourceDefinition;
  /** Other columns than the x-list ones (a column chooser's choice). */
  columns?: FieldDescriptor[];
  /** false: no view, edit or delete per row (rows shown as part of another record). */
  rowActions?: boolean;
  /** Columns before the first one (a row checkbox for bulk actions). */
  start?: ExtraColumn[];
}

/**
 * The rows of a list, paged: a table on a wide screen, one item per row on a narrow one
 * (OneColumnList, the resource file's simpleList).
 */
export function ListTable({ definition, columns = definition.columns, rowActions = true, start = [] }: ListTableProps) {
  const narrow = useNarrow();
  const { total = 0, page, perPage, setPage, setPerPage } = useListContext();
  const rows = { definition, columns, rowActions, start };
  return (
    <>
      {narrow ? <Suspense fallback={<LinearProgress />}><OneColumnList {...rows} /></Suspense> : <RowsTable {...rows} />}
      <Pager total={total} page={page} perPage={perPage} onPage={setPage} onPerPage={setPerPage} />
    </>
  );
}

// Headers and cells keep to one line. The column naming the row takes the room the others leave (down
// to 160 px, its text cut beyond). The actions stay at the right edge of the table's box while wide
// rows scroll under them: on their own background (the hovered row's shade laid over it), with a line
// where the rows pass beneath.
const TABLE = {
  '& th, & td': { whiteSpace: 'nowrap', px: 1 },
  '& td.sd-fill': { width: '100%', maxWidth: 0, minWidth: 160 },
  '& .sd-row-actions': (theme: Theme) => ({
    position: 'sticky', right: 0, zIndex: 1, py: 0, px: 1, bgcolor: 'background.default',
    boxShadow: `inset 1px 0 ${theme.palette.divider}`,
  }),
  '& .MuiTableRow-hover:hover > .sd-row-actions': (theme: Theme) => ({
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  }),
} as const;

/**
 * One column per x-list column (or the given ones) through the cell slot, sortable headers, then the
 * row actions. Texts keep to one line, cut at the column's width rather than a character count (the
 * name column taking the room left), whole on hover and focus (OneLineCells).
 */
function RowsTable({ definition, columns, rowActions, start }: Required<ListTableProps>) {
  const translate = useTranslate();
  const { data = [], sort, setSort, refetch } = useListContext();
  const shown = useMemo(() => columns.map((column) => ({ ...column, truncate: undefined })), [columns]);
  return (
    <OneLineCells>
    <TableContainer>
      <Table size="small" aria-label={definition.file['x-list']?.title} sx={TABLE}>
        <TableHead>
          <TableRow>
            {start.map((extra) => <TableCell key={extra.key} padding="checkbox">{extra.header}</TableCell>)}
            {columns.map((column) => {
              const field = sortFieldOf(definition, column);
              return (
                <TableCell key={column.name} sortDirection={sortDirectionOf(sort, field)}>
                  {field ? <SortHeader field={field} sort={sort} onSort={setSort}>{column.label}</SortHeader> : column.label}
                </TableCell>
              );
            })}
            {rowActions && <TableCell className="sd-row-actions">{translate('sd.list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={start.length + columns.length + (rowActions ? 1 : 0)} align="center">{translate('sd.list.no_data')}</TableCell>
            </TableRow>
          )}
          {(data as RaRecord[]).map((record) => (
            <TableRow key={record.id} hover>
              {start.map((extra) => <TableCell key={extra.key} padding="checkbox">{extra.cell(record)}</TableCell>)}
              {shown.map((column, index) => (
                <TableCell key={column.name} className={column.name === definition.recordRepresentation ? 'sd-fill' : undefined}>
                  <div {...oneLine}>
                    <ListCell definition={definition} descriptor={column} record={record} linked={index === 0} />
                  </div>
                </TableCell>
              ))}
              {rowActions && <TableCell className="sd-row-actions"><RowActions definition={definition} record={record} onDeleted={() => refetch()} /></TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
    </OneLineCells>
  );
}
