import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../engine/fields/format';
import { MailBody } from './MailBody';
import { kindText } from './outboxApi';
import { MailState } from './MailState';
import { useOutboxMail } from './useOutbox';

/** One mail whole: who, what, its state and the body with its links, for a tester who has no mail server. */
export function MailDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const translate = useTranslate();
  const { data: mail, isPending } = useOutboxMail(id);
  const row = (label: string, value: ReactNode) => (
    <TableRow><TableCell component="th" scope="row" sx={{ width: 140 }}>{translate(label)}</TableCell><TableCell>{value}</TableCell></TableRow>
  );
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="outbox-mail-title">
      <DialogTitle id="outbox-mail-title">{mail?.subject ?? translate('outbox.body')}</DialogTitle>
      <DialogContent>
        {isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {mail && (
          <Table size="small">
            <TableBody>
              {row('outbox.recipient', mail.recipient)}
              {row('outbox.kind', kindText(translate, mail.kind))}
              {row('outbox.state', <MailState mail={mail} />)}
              {row('outbox.created', formatDateTime(mail.created_at))}
              {row('outbox.sent', formatDateTime(mail.sent_at))}
              {row('outbox.body', <MailBody mail={mail} />)}
              {mail.text_body && row('outbox.text_part', <MailBody mail={{ body: mail.text_body, format: 'text' }} />)}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('sd.action.close')}</Button></DialogActions>
    </Dialog>
  );
}
