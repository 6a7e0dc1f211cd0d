import { Fragment, type ReactNode } from 'react';
import { Box, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNarrow } from '../hooks/useNarrow';

/** A column of a ResponsiveTable. */
export interface TableColumn<Row> {
  key: string;
  /** The header's text; on a narrow screen the label before the value. */
  label: string;
  /** What the header shows instead of the label (a sort control), and the sort it reports. */
  header?: ReactNode;
  sortDirection?: 'asc' | 'desc' | false;
  cell(row: Row): ReactNode;
  /** A row's control (checkbox, buttons): on a narrow screen shown without a label, beside the text when it comes first. */
  bare?: boolean;
  align?: 'right';
  /** The cell names its row (a th with scope row). */
  rowHeader?: boolean;
  /** Its narrowest width on a wide screen, in px. */
  minWidth?: number;
}

interface ResponsiveTableProps<Row> {
  /** The table's (or list's) name, or the id of the heading naming it. */
  label?: string;
  labelledBy?: string;
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  rowKey(row: Row, index: number): string;
}

/**
 * Rows of a hand-written or tab table: a table on a wide screen; on a narrow one (a phone) a list,
 * one item per row, its first column as the item's name and each other as "label: value" under it,
 * controls without labels. <ResponsiveTable label="Outbox" columns={[...]} rows={mails} rowKey={(m) => String(m.id)} />
 */
export function ResponsiveTable<Row>({ label, labelledBy, columns, rows, rowKey }: ResponsiveTableProps<Row>) {
  const narrow = useNarrow();
  const named = { 'aria-label': label, 'aria-labelledby': labelledBy };
  if (narrow) {
    const first = columns.findIndex((column) => !column.bare);
    return (
      <List {...named}>
        {rows.map((row, at) => (
          <ListItem key={rowKey(row, at)} divider alignItems="flex-start" sx={{ gap: 1 }}>
            {columns.slice(0, Math.max(first, 0)).map((column) => <Box key={column.key}>{column.cell(row)}</Box>)}
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {columns.slice(Math.max(first, 0)).map((column, index) => (
                <Fragment key={column.key}>
                  {column.bare ? <Box>{column.cell(row)}</Box>
                    : index === 0 ? <Typography component="div">{column.cell(row)}</Typography> : (
                      <Typography component="div" variant="body2">
                        <Box component="span" sx={{ color: 'text.secondary' }}>{column.label}: </Box>{column.cell(row)}
                      </Typography>
                    )}
                </Fragment>
              ))}
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Table size="small" {...named}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} sortDirection={column.sortDirection} sx={{ minWidth: column.minWidth }}>{column.header ?? column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, at) => (
          <TableRow key={rowKey(row, at)} hover>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}>{column.cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
