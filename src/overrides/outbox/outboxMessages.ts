/** The outbox screen's English texts, under `outbox.` (merged over the engine's by the app). */
export const outboxMessages = {
  outbox: {
    title: 'Outbox',
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
