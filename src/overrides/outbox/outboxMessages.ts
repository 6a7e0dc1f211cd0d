import { OUTBOX_TITLE } from './outboxRoutes';

/** The outbox screen's English texts, under `outbox.` (added to the app's texts when the screen loads). */
export const outboxMessages = {
  outbox: {
    title: OUTBOX_TITLE,
    empty: 'No mail yet.',
    created: 'Created',
    recipient: 'Recipient',
    subject: 'Subject',
    kind: 'Kind',
    state: 'State',
    sent: 'Sent',
    body: 'Message',
    view: 'View %{subject}',
    retry: 'Retry',
    retry_label: 'Send %{subject} again',
    attempts: 'Attempt %{attempts}; next after %{next}',
    states: { pending: 'pending', sending: 'sending', sent: 'sent', failed: 'failed' },
  },
};
