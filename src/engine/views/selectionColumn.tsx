import { Checkbox } from '@mui/material';
import type { useRowSelection } from '../hooks/useRowSelection';
import type { ExtraColumn } from './LinksTable';

type Selection = ReturnType<typeof useRowSelection>;

/** selectionColumn(selection, translate): the links table's first column, a checkbox per row and one for the page. */
export function selectionColumn(selection: Selection, translate: (key: string, options?: object) => string): ExtraColumn {
  return {
    key: 'select',
    header: (
      <Checkbox size="small" checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll}
        slotProps={{ input: { 'aria-label': translate('sd.bulk.select_all') } }} />
    ),
    cell: (row) => (
      <Checkbox size="small" checked={selection.isSelected(row.id)} onChange={() => selection.toggle(row.id)}
        slotProps={{ input: { 'aria-label': translate('sd.bulk.select_row', { id: row.id }) } }} />
    ),
  };
}
