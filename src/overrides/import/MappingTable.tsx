import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CsvHeader, ImportColumn } from '../../engine/schema/importMapping';

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
  return (
    <Table size="small" aria-label={translate('import.column')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('import.field')}</TableCell>
          <TableCell sx={{ minWidth: 260 }}>{translate('import.column')}</TableCell>
          <TableCell>{translate('import.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columns.filter((column) => !column.hidden).map((column) => {
          const label = `${column.label}${column.required && showRequired ? ' *' : ''}`;
          return (
            <TableRow key={column.uuid}>
              <TableCell component="th" scope="row">{label}</TableCell>
              <TableCell>
                <TextField select size="small" fullWidth label={label} value={mapped[column.uuid] ?? NONE}
                  error={!!errors[column.uuid]} helperText={errors[column.uuid]}
                  onChange={(event) => onChange(column.uuid, event.target.value === NONE ? null : Number(event.target.value))}>
                  <MenuItem value={NONE}><em>{translate('import.not_mapped')}</em></MenuItem>
                  {headers.map((header) => <MenuItem key={header.id} value={header.id}>{header.name}</MenuItem>)}
                </TextField>
              </TableCell>
              <TableCell><Typography variant="body2" color="text.secondary">{column.description}</Typography></TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
