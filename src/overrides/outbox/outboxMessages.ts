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
    text_part: 'Plain-text part',
    only_state: 'Only the mail in the state %{state}.',
    all_mail: 'Show all mail',
    // Every kind of mail the server writes (its outbox rows' kind), in words; an unknown kind shows as it is.
    kinds: {
      cab_approval_request: 'Approval request', cab_reminder: 'Reminder', cab_auto_reminder: 'Automatic reminder',
      contract_approval_request: 'Contract approval request', contract_expiry_reminder: 'Contract expiry reminder', announcement: 'Announcement',
    },
  },
};
