import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { FieldDescriptor } from '../schema/describeField';
import type { ResourceDefinition } from '../schema/defineResource';
import { sortFieldOf } from './sortField';

/**
 * The sort of a list drawn without column headers (one column, on a phone): each sortable column
 * ascending and descending, as its header would set it.
 */
export function SortSelect({ definition, columns }: { definition: ResourceDefinition; columns: FieldDescriptor[] }) {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const choices = columns.flatMap((column) => {
    const field = sortFieldOf(definition, column);
    return field ? [{ field, label: column.label }] : [];
  });
  if (choices.length === 0) return null;
  // A sort no column offers (the list's default by id) is still the one in force: named by its field.
  if (!choices.some((choice) => choice.field === sort.field)) choices.push({ field: sort.field, label: definition.fields[sort.field]?.label ?? sort.field });
  return (
    <TextField select size="small" label={translate('sd.list.sort_by')} value={`${sort.field} ${sort.order}`} sx={{ mt: 1 }}
      onChange={(event) => { const [field, order] = event.target.value.split(' '); setSort({ field, order: order as 'ASC' | 'DESC' }); }}>
      {choices.flatMap(({ field, label }) => (['ASC', 'DESC'] as const).map((order) => (
        <MenuItem key={`${field} ${order}`} value={`${field} ${order}`}>
          {translate(order === 'ASC' ? 'sd.list.ascending' : 'sd.list.descending', { name: label })}
        </MenuItem>
      )))}
    </TextField>
  );
}
