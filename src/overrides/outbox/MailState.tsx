import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../../engine/fields/format';
import type { MailState as State, OutboxMail } from './outboxApi';

const COLOURS: Record<State, 'default' | 'info' | 'success' | 'error'> = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' };

/** A mail's state, and why it is not sent yet: the relay's last refusal and when the next attempt is due. */
export function MailState({ mail }: { mail: Pick<OutboxMail, 'state' | 'last_error' | 'attempts' | 'next_attempt_at'> }) {
  const translate = useTranslate();
  return (
    <Box>
      <Chip size="small" color={COLOURS[mail.state]} label={translate(`outbox.states.${mail.state}`)} />
      {mail.state === 'pending' && mail.next_attempt_at && (
        <Typography variant="body2" color="text.secondary">
          {translate('outbox.attempts', { attempts: mail.attempts, next: formatDateTime(mail.next_attempt_at) })}
        </Typography>
      )}
      {mail.state !== 'sent' && mail.last_error && <Typography variant="body2" color="error">{mail.last_error}</Typography>}
    </Box>
  );
}
