import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import type { PreviewRow } from './importApi';

const COLOURS = { create: 'success', update: 'info', unchanged: 'default', reject: 'error' } as const;

/** What a row would do, in words: its values (create), old → new (update) or why it is refused. */
function Details({ row }: { row: PreviewRow }) {
  const translate = useTranslate();
  const lines = [
    // A new record's values on one line; each change and each problem on its own.
    ...(row.values.length ? [row.values.map((value) => `${value.field}: ${value.value}`).join(' · ')] : []),
    ...row.changes.map((change) => `${change.field}: ${change.old || '---'} → ${change.new || '---'}`),
    ...row.problems.map((problem) => `${problem.kind === 'warning' ? `${translate('import.warning')}: ` : ''}${problem.field ? `${problem.field}: ` : ''}${problem.comment}`),
  ];
  if (row.action === 'unchanged' && !lines.length) lines.push(translate('import.no_change'));
  return <>{lines.map((line) => <Typography key={line} variant="body2" component="div">{line}</Typography>)}</>;
}

/** The dry run's answer: the first rows of the file, each with what importing it would do. */
export function DryRunPreview({ rows }: { rows: PreviewRow[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="import-preview-title">
      <Typography id="import-preview-title" variant="h6" component="h2" gutterBottom>
        {translate('import.preview_title', { smart_count: rows.length })}
      </Typography>
      <ResponsiveTable labelledBy="import-preview-title" rows={rows} rowKey={(row) => String(row.row)} columns={[
        { key: 'row', label: translate('import.preview_row'), cell: (row) => row.row },
        { key: 'action', label: translate('import.preview_action'), cell: (row) => <Chip size="small" color={COLOURS[row.action]} label={translate(`import.action.${row.action}`)} /> },
        { key: 'details', label: translate('import.preview_details'), cell: (row) => <Details row={row} /> },
      ]} />
    </Box>
  );
}
