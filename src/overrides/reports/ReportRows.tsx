import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../engine/constants';
import type { ResourceDefinition } from '../../kernel';
import { ListTable } from '../../engine/views/ListTable';

interface ReportRowsProps {
  subject: ResourceDefinition;
  /** The report's filters, as the filter panel keeps them. */
  filters: Record<string, unknown>;
  /** true: the filters are where the list starts and a filter panel inside may change them; false: fixed. */
  editable: boolean;
  children?: ReactNode;
}

/**
 * The rows a report selects, through the subject's own list: a react-admin list context (paging,
 * sorting) around whatever the screen puts inside, e.g. a filter panel and the chart reading its values.
 * Its state stays with the screen (no store, no URL), so two reports never share filters.
 */
export function ReportRows({ subject, filters, editable, children }: ReportRowsProps) {
  return (
    <ListBase resource={subject.name} sort={subject.defaultSort} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation storeKey={false}
      {...(editable ? { filterDefaultValues: filters } : { filter: filters })}>
      {children}
    </ListBase>
  );
}

/** The rows' table with the chosen columns, no row actions (the rows are part of the report), under a heading. */
export function ReportTable({ subject, columns }: { subject: ResourceDefinition; columns: string[] }) {
  const translate = useTranslate();
  const shown = columns.flatMap((key) => subject.fields[key] ?? []);
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">{translate('report.rows', { name: subject.label.toLowerCase() })}</Typography>
      <ListTable definition={subject} columns={shown} rowActions={false} />
    </Box>
  );
}
