import { Box, Card, CardContent, Chip, LinearProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { withCommas } from '../../engine/constants';
import { formatDateTime } from '../../engine/fields/format';
import { FailedRowsTable } from './FailedRowsTable';
import { isFinished, type TrackingSummary } from './importApi';
import { IMPORT_STATUS_COLOURS } from './rules/importStatusColours';
import { returnLink } from './trackingPath';
import { useImportTracking } from './useImportTracking';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 140 }} role="group" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p">{withCommas(value)}</Typography>
      </CardContent>
    </Card>
  );
}

function Progress({ summary }: { summary: TrackingSummary }) {
  const translate = useTranslate();
  const text = translate('import.progress', { processed: withCommas(summary.processed), total: withCommas(summary.total), percent: summary.progress });
  return (
    <Box>
      <LinearProgress variant="determinate" value={summary.progress} aria-label={text} sx={{ height: 10, borderRadius: 1 }} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>{text}</Typography>
    </Box>
  );
}

/**
 * /service-desk/import-tracking/:id: a live progress bar, the totals, the
 * status text and end time, the failed rows paged; once done, the link the label and url query give.
 */
export default function ImportTrackingPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const location = useLocation();
  const summary = useImportTracking(id);
  const back = returnLink(location.search);
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">{translate('import.tracking_title')}{summary ? `: ${summary.name}` : ''}</Typography>
      {!summary ? <LinearProgress /> : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip size="small" color={IMPORT_STATUS_COLOURS[summary.status]} label={translate(`import.status.${summary.status}`)} />
            <Typography role="status">{summary.status_text}</Typography>
          </Box>
          <Progress summary={summary} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Total label={translate('import.created')} value={summary.totalCreated} />
            <Total label={translate('import.updated')} value={summary.totalUpdated} />
            <Total label={translate('import.failed')} value={summary.totalFailed} />
            <Total label={translate('import.warnings')} value={summary.totalWarning} />
          </Box>
          <Typography>{translate('import.ended_at')}: {formatDateTime(summary.ended_at)}</Typography>
          {isFinished(summary.status) && back && <Link component={RouterLink} to={back.url}>{back.label}</Link>}
          <FailedRowsTable id={String(summary.id)} total={summary.totalFailed} />
        </>
      )}
    </Box>
  );
}
