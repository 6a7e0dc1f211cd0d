import { useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../engine/constants';
import { formatDateTime } from '../../engine/fields/format';
import { AlertArea } from '../../engine/views/AlertArea';
import { Pager } from '../../engine/views/Pager';
import { ResponsiveTable, type TableColumn } from '../../engine/views/ResponsiveTable';
import { MailDialog } from './MailDialog';
import { MailState } from './MailState';
import { kindText, stateOf, type OutboxMail } from './outboxApi';
import { OUTBOX_ALERT, OUTBOX_ROUTE } from './outboxRoutes';
import { useOutboxPage, useRetryMail } from './useOutbox';


/**
 * /service-desk/outbox: every mail the server sent or will send, newest first and paged, with its
 * delivery state; a row opens the mail with its links, and a failed one can be sent again.
 * ?state=failed shows the mail of one state (where the home page's failed-mail block leads).
 */
export default function OutboxPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [shown, setShown] = useState<number | null>(null);
  const [search] = useSearchParams();
  const state = stateOf(search.get('state'));
  const { data, isPending } = useOutboxPage(page, limit, state);
  const retry = useRetryMail();
  const text = (key: string, cell: (mail: OutboxMail) => ReactNode): TableColumn<OutboxMail> => ({ key, label: translate(key), cell });
  const columns = [
    text('outbox.created', (mail) => formatDateTime(mail.created_at)),
    text('outbox.recipient', (mail) => mail.recipient),
    text('outbox.subject', (mail) => mail.subject),
    text('outbox.kind', (mail) => kindText(translate, mail.kind)),
    text('outbox.state', (mail) => <MailState mail={mail} />),
    text('outbox.sent', (mail) => formatDateTime(mail.sent_at)),
    { ...text('sd.list.actions', (mail) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" onClick={() => setShown(mail.id)} aria-label={translate('outbox.view', { subject: mail.subject })}>
          {translate('sd.action.view')}
        </Button>
        {mail.state === 'failed' && (
          <Button size="small" color="warning" onClick={() => retry(mail)} aria-label={translate('outbox.retry_label', { subject: mail.subject })}>
            {translate('outbox.retry')}
          </Button>
        )}
      </Box>
    )), bare: true },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{translate('outbox.title')}</Typography>
      {state && (
        <Typography sx={{ mt: 1 }}>
          {translate('outbox.only_state', { state: translate(`outbox.states.${state}`) })}{' '}
          <Link component={RouterLink} to={OUTBOX_ROUTE}>{translate('outbox.all_mail')}</Link>
        </Typography>
      )}
      <AlertArea area={OUTBOX_ALERT} />
      <Paper variant="outlined" sx={{ my: 2 }}>
        {isPending && <Box sx={{ p: 2 }}><CircularProgress size={24} aria-label={translate('ra.page.loading')} /></Box>}
        {/* A failed load stops silently, as the other admin lists. */}
        {!isPending && !data?.total && <Typography sx={{ p: 2 }} color="text.secondary">{translate('outbox.empty')}</Typography>}
        {!!data?.total && (
          <>
            <ResponsiveTable label={translate('outbox.title')} columns={columns} rows={data.rows} rowKey={(mail) => String(mail.id)} />
            <Pager total={data.total} page={page} perPage={limit} onPage={setPage} onPerPage={(size) => { setLimit(size); setPage(1); }} />
          </>
        )}
      </Paper>
      <MailDialog id={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
