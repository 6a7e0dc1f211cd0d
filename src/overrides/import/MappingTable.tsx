import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CsvHeader, ImportColumn } from '../../engine/schema/importMapping';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';

interface MappingTableProps {
  columns: ImportColumn[];
  headers: CsvHeader[];
  mapped: Record<string, number | null>;
  /** Refusals by uuid. */
  errors: Record<string, string>;
  /** The required mark is shown only when required columns must be mapped (not when updating). */
  showRequired: boolean;
  onChange(uuid: string, header: number | null): void;
}

const NONE = '';

/** One row per property to import: its name, the column of the file chosen for it, what a cell must hold. */
export function MappingTable({ columns, headers, mapped, errors, showRequired, onChange }: MappingTableProps) {
  const translate = useTranslate();
  const labelOf = (column: ImportColumn) => `${column.label}${column.required && showRequired ? ' *' : ''}`;
  return (
    <ResponsiveTable label={translate('import.column')} rows={columns.filter((column) => !column.hidden)} rowKey={(column) => column.uuid} columns={[
      { key: 'field', label: translate('import.field'), rowHeader: true, cell: labelOf },
      {
        key: 'column', label: translate('import.column'), minWidth: 260, bare: true, cell: (column) => (
          <TextField select size="small" fullWidth label={labelOf(column)} value={mapped[column.uuid] ?? NONE}
            error={!!errors[column.uuid]} helperText={errors[column.uuid]}
            onChange={(event) => onChange(column.uuid, event.target.value === NONE ? null : Number(event.target.value))}>
            <MenuItem value={NONE}><em>{translate('import.not_mapped')}</em></MenuItem>
            {headers.map((header) => <MenuItem key={header.id} value={header.id}>{header.name}</MenuItem>)}
          </TextField>
        ),
      },
      { key: 'description', label: translate('import.description'), cell: (column) => <Typography variant="body2" color="text.secondary">{column.description}</Typography> },
    ]} />
  );
}
