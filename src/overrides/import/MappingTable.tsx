import { ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CsvHeader, ImportColumn } from './rules/importMapping';
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

/** A column's first values, as the file's rows hold them: "Dell, HP, Lenovo". */
const samplesOf = (header: CsvHeader | undefined) => (header?.samples ?? []).join(', ');

/**
 * One row per property to import: its name, the column of the file chosen for it (each choice with
 * the column's first values), the values that column holds, what a cell must hold.
 */
export function MappingTable({ columns, headers, mapped, errors, showRequired, onChange }: MappingTableProps) {
  const translate = useTranslate();
  const labelOf = (column: ImportColumn) => `${column.label}${column.required && showRequired ? ' *' : ''}`;
  const byId = new Map(headers.map((header) => [header.id, header]));
  return (
    <ResponsiveTable label={translate('import.column')} rows={columns.filter((column) => !column.hidden)} rowKey={(column) => column.uuid} columns={[
      { key: 'field', label: translate('import.field'), rowHeader: true, cell: labelOf },
      {
        key: 'column', label: translate('import.column'), minWidth: 260, bare: true, cell: (column) => (
          <TextField select size="small" fullWidth label={labelOf(column)} value={mapped[column.uuid] ?? NONE}
            // The closed select names the column alone; its values show in the next column.
            slotProps={{ select: { renderValue: (value) => (value === NONE ? <em>{translate('import.not_mapped')}</em> : byId.get(Number(value))?.name) } }}
            error={!!errors[column.uuid]} helperText={errors[column.uuid]}
            onChange={(event) => onChange(column.uuid, event.target.value === NONE ? null : Number(event.target.value))}>
            <MenuItem value={NONE}><em>{translate('import.not_mapped')}</em></MenuItem>
            {headers.map((header) => (
              <MenuItem key={header.id} value={header.id}>
                <ListItemText primary={header.name} secondary={samplesOf(header) || translate('import.no_values')}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        key: 'samples', label: translate('import.samples'), cell: (column) => {
          const header = byId.get(mapped[column.uuid] ?? -1);
          if (!header) return null;
          return <Typography variant="body2">{samplesOf(header) || <em>{translate('import.no_values')}</em>}</Typography>;
        },
      },
      { key: 'description', label: translate('import.description'), cell: (column) => <Typography variant="body2" color="text.secondary">{column.description}</Typography> },
    ]} />
  );
}
