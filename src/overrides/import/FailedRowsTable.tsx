import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { DEFAULT_PAGE_SIZE, EMPTY_TEXT, withCommas } from '../../engine/constants';
import { useRead } from '../../engine/hooks/useRead';
import { Pager } from '../../engine/views/Pager';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import { http } from '../http';
import { failedCsvUrl, failedPage, failedRequest, type FailedRow } from './importApi';

interface FailedRowsTableProps {
  id: string;
  /** The job's count of failed rows: a change (the job went on) reloads the page shown. */
  total: number;
}

/** The refused rows of an import, a page at a time (row, field, comment), and their download as CSV. */
export function FailedRowsTable({ id, total }: FailedRowsTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  // Read again as the import's count of refused rows grows.
  const failed = useRead(JSON.stringify([id, page, limit, total]), () => http.send(failedRequest(id, page, limit)).then(failedPage));
  useEffect(() => { if (failed.error) console.error('import failed rows', failed.error); }, [failed.error]);
  const rows: FailedRow[] = failed.data?.rows ?? [];
  const count = failed.data?.total ?? 0;

  return (
    <Box component="section" aria-labelledby="import-failed-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="import-failed-title" variant="h6" component="h2">{translate('import.failed_rows')} ({withCommas(total)})</Typography>
        {count > total && <Typography variant="body2" color="text.secondary">{translate('import.problems', { smart_count: count, count: withCommas(count) })}</Typography>}
        {count > 0 && (
          <Button size="small" startIcon={<DownloadIcon />} href={`${http.baseUrl}${failedCsvUrl(id)}`} download>
            {translate('import.download')}
          </Button>
        )}
      </Box>
      {count === 0 ? <Typography sx={{ mt: 1 }}>{translate('import.no_failed')}</Typography> : (
        <>
          <ResponsiveTable labelledBy="import-failed-title" rows={rows} rowKey={(row) => `${row.row}\u0000${row.field}\u0000${row.comment}`} columns={[
            { key: 'row', label: translate('import.row'), cell: (row) => row.row },
            { key: 'field', label: translate('import.field'), cell: (row) => row.field || <em>{translate('import.whole_row')}</em> },
            { key: 'comment', label: translate('import.comment'), cell: (row) => row.comment || EMPTY_TEXT },
          ]} />
          <Pager total={count} page={page} perPage={limit} onPage={setPage} onPerPage={(size) => { setLimit(size); setPage(1); }} />
        </>
      )}
    </Box>
  );
}
