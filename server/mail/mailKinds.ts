/**
 * Every kind of mail the server writes (an outbox row's kind): the outbox screen names each in words
 * (src/overrides/outbox/outboxMessages.ts, checked against this list by tests/unit/outbox/mailKinds.spec.ts).
 */
export const MAIL_KINDS = [
  'cab_approval_request', 'cab_reminder', 'cab_auto_reminder', 'contract_approval_request', 'contract_expiry_reminder', 'announcement',
] as const;

export type MailKindName = (typeof MAIL_KINDS)[number];
