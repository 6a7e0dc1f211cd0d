import { MenuItem, TextField } from '@mui/material';
import { useTranslate, type SortPayload } from 'ra-core';

interface SortSelectProps {
  /** The fields the rows sort by, each named as its column is, the one in force among them. */
  choices: Array<{ field: string; label: string }>;
  sort?: SortPayload;
  onChange(sort: SortPayload): void;
}

/**
 * The sort of rows drawn without column headers (one column, on a phone): each sortable column
 * ascending and descending, as its header would set it.
 */
export function SortSelect({ choices, sort, onChange }: SortSelectProps) {
  const translate = useTranslate();
  if (choices.length === 0) return null;
  return (
    <TextField select size="small" label={translate('sd.list.sort_by')} value={sort ? `${sort.field} ${sort.order}` : ''} sx={{ mt: 1 }}
      onChange={(event) => { const [field, order] = event.target.value.split(' '); onChange({ field, order: order as SortPayload['order'] }); }}>
      {choices.flatMap(({ field, label }) => (['ASC', 'DESC'] as const).map((order) => (
        <MenuItem key={`${field} ${order}`} value={`${field} ${order}`}>
          {translate(order === 'ASC' ? 'sd.list.ascending' : 'sd.list.descending', { name: label })}
        </MenuItem>
      )))}
    </TextField>
  );
}
