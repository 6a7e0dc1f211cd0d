import { useEffect, useState } from 'react';
import { Box, Chip, LinearProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, withCommas } from '../../engine/constants';
import { formatDateTime } from '../../engine/fields/format';
import { useRead } from '../../engine/hooks/useRead';
import { Pager } from '../../engine/views/Pager';
import { ResponsiveTable } from '../../engine/views/ResponsiveTable';
import { http } from '../http';
import { importListPage, importListRequest, type StartedImport } from './importListApi';
import { IMPORT_SETTINGS_ROUTE } from './importRoutes';
import { IMPORT_STATUS_COLOURS } from './rules/importStatusColours';
import { trackingPath } from './trackingPath';

/**
 * /service-desk/import-tracking: every started import, newest first, a page at a time, each opening
 * its tracking page; the home page's block of the last imports opens it, with its count as the total.
 */
export default function ImportListPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const read = useRead(JSON.stringify([page, limit]), () => http.send(importListRequest(page, limit)).then(importListPage));
  useEffect(() => { if (read.error) console.error('imports', read.error); }, [read.error]);
  const rows: StartedImport[] = read.data?.rows ?? [];
  const total = read.data?.total ?? 0;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="import-list-title" variant="h5" component="h1">{translate('import.list_title')}</Typography>
      {read.error ? <Typography role="alert">{translate('import.list_failed')}</Typography>
        : !read.data ? <LinearProgress aria-label={translate('ra.page.loading')} />
          : total === 0 ? (
            <Typography>
              {translate('import.list_empty')} <Link component={RouterLink} to={IMPORT_SETTINGS_ROUTE}>{translate('import.title')}</Link>
            </Typography>
          ) : (
            <>
              <ResponsiveTable labelledBy="import-list-title" rows={rows} rowKey={(row) => String(row.id)} columns={[
                { key: 'file_name', label: translate('import.file'), cell: (row) => <Link component={RouterLink} to={trackingPath(row.id)}>{row.file_name}</Link> },
                { key: 'status', label: translate('import.state'), cell: (row) => <Chip size="small" color={IMPORT_STATUS_COLOURS[row.status]} label={translate(`import.status.${row.status}`)} /> },
                { key: 'created', label: translate('import.created'), cell: (row) => withCommas(row.created) },
                { key: 'updated', label: translate('import.updated'), cell: (row) => withCommas(row.updated) },
                { key: 'failed', label: translate('import.failed'), cell: (row) => withCommas(row.failed) },
                { key: 'started_at', label: translate('import.started_at'), cell: (row) => formatDateTime(row.started_at) },
              ]} />
              <Pager total={total} page={page} perPage={limit} onPage={setPage} onPerPage={(size) => { setLimit(size); setPage(1); }} />
            </>
          )}
    </Box>
  );
}
