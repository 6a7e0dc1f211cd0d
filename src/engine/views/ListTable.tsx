import { lazy, Suspense } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { PAGE_SIZES } from '../constants';
import { useNarrow } from '../hooks/useNarrow';
import type { FieldDescriptor } from '../schema/describeField';
import type { ResourceDefinition } from '../schema/defineResource';
import type { ExtraColumn } from './LinksTable';
import { ListCell } from './ListCell';
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
      <TablePagination
        component="div"
        count={total}
        page={Math.max(page - 1, 0)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      />
    </>
  );
}

/** One column per x-list column (or the given ones) through the cell slot, sortable headers, then the row actions. */
function RowsTable({ definition, columns, rowActions, start }: Required<ListTableProps>) {
  const translate = useTranslate();
  const { data = [], sort, setSort, refetch } = useListContext();
  return (
    <TableContainer>
      <Table size="small" aria-label={definition.file['x-list']?.title}>
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
            {rowActions && <TableCell>{translate('sd.list.actions')}</TableCell>}
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
              {columns.map((column, index) => (
                <TableCell key={column.name}>
                  <ListCell definition={definition} descriptor={column} record={record} linked={index === 0} />
                </TableCell>
              ))}
              {rowActions && <TableCell><RowActions definition={definition} record={record} onDeleted={() => refetch()} /></TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
