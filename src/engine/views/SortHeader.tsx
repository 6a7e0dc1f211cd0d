import type { ReactNode } from 'react';
import { TableSortLabel } from '@mui/material';
import type { SortPayload } from 'ra-core';
import { toggledSort } from './sortField';

/** The sort a header cell reports (its sortDirection, read out as aria-sort): false when its field is not the one sorted by. */
export const sortDirectionOf = (sort: SortPayload | undefined, field: string | undefined): 'asc' | 'desc' | false =>
  field !== undefined && sort?.field === field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false;

interface SortHeaderProps {
  field: string;
  sort: SortPayload | undefined;
  onSort(sort: SortPayload): void;
  children: ReactNode;
}

/** A sortable column's header: its label as the control that sorts by the field, then the other way round. */
export function SortHeader({ field, sort, onSort, children }: SortHeaderProps) {
  const active = sort?.field === field;
  return (
    <TableSortLabel active={active} direction={active && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => onSort(toggledSort(sort, field))}>
      {children}
    </TableSortLabel>
  );
}
