import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../engine/constants';
import { formatDateTime } from '../../engine/fields/format';
import { AlertArea } from '../../engine/views/AlertArea';
import { MailDialog } from './MailDialog';
import { MailState } from './MailState';
import { OUTBOX_ALERT } from './outboxRoutes';
import { useOutboxPage, useRetryMail } from './useOutbox';

const COLUMNS = ['outbox.created', 'outbox.recipient', 'outbox.subject', 'outbox.kind', 'outbox.state', 'outbox.sent', 'sd.list.actions'];

/**
 * /service-desk/outbox: every mail the server sent or will send, newest first and paged, with its
 * delivery state; a row opens the mail with its links, and a failed one can be sent again.
 */
export default function OutboxPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [shown, setShown] = useState<number | null>(null);
  const { data, isPending } = useOutboxPage(page, limit);
  const retry = useRetryMail();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{translate('outbox.title')}</Typography>
      <AlertArea area={OUTBOX_ALERT} />
      <Paper variant="outlined" sx={{ my: 2 }}>
        {isPending && <Box sx={{ p: 2 }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}
        {/* A failed load stops silently, as the other admin lists (spec §8). */}
        {!isPending && !data?.total && <Typography sx={{ p: 2 }} color="text.secondary">{translate('outbox.empty')}</Typography>}
        {!!data?.total && (
          <TableContainer>
            <Table size="small" aria-label={translate('outbox.title')}>
              <TableHead><TableRow>{COLUMNS.map((label) => <TableCell key={label}>{translate(label)}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {data.rows.map((mail) => (
                  <TableRow key={mail.id}>
                    <TableCell>{formatDateTime(mail.created_at)}</TableCell>
                    <TableCell>{mail.recipient}</TableCell>
                    <TableCell>{mail.subject}</TableCell>
                    <TableCell>{mail.kind}</TableCell>
                    <TableCell><MailState mail={mail} /></TableCell>
                    <TableCell>{formatDateTime(mail.sent_at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setShown(mail.id)} aria-label={translate('outbox.view', { subject: mail.subject })}>
                        {translate('sd.action.view')}
                      </Button>
                      {mail.state === 'failed' && (
                        <Button size="small" color="warning" onClick={() => retry(mail)} aria-label={translate('outbox.retry_label', { subject: mail.subject })}>
                          {translate('outbox.retry')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination component="div" count={data.total} page={page - 1} rowsPerPage={limit} rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, next) => setPage(next + 1)} onRowsPerPageChange={(event) => { setLimit(Number(event.target.value)); setPage(1); }} />
          </TableContainer>
        )}
      </Paper>
      <MailDialog id={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
