/**
 * The outbox screen's calls (server/routes/outbox/, administrators only):
 *   list  => GET  /service-desk/api/outbox?page&limit&state   data.outbox (newest first, no bodies; one state's if given), data.total
 *   show  => GET  /service-desk/api/outbox/{id}         data: the mail with its body
 *   retry => POST /service-desk/api/outbox/{id}/retry   message
 */
import type { ApiRequest } from '../../engine/data';

export const OUTBOX_API = '/service-desk/api/outbox';

export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  /** How the body is written: html (announcements, approval mails: sanitised before it is shown) or plain text. */
  format: 'text' | 'html';
  state: MailState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  /** Only in the answer of show. */
  body?: string;
  /** An HTML body's plain-text part, only in the answer of show; null when the body is all there is. */
  text_body?: string | null;
}

/** The words of a mail's kind: kindText(translate, 'cab_reminder') === 'Reminder'; an unknown kind shows as it is. */
export const kindText = (translate: (key: string, options?: object) => string, kind: string) => translate(`outbox.kinds.${kind}`, { _: kind });

/** outboxListRequest(1, 10, 'failed') → GET …/outbox?page=1&limit=10&state=failed */
export const outboxListRequest = (page: number, limit: number, state?: MailState): ApiRequest => ({
  method: 'GET', url: OUTBOX_API, query: [['page', String(page)], ['limit', String(limit)], ...(state ? [['state', state] as [string, string]] : [])],
});

const STATES: MailState[] = ['pending', 'sending', 'sent', 'failed'];
/** The state the page's address asks for (?state=failed, where the home page's failed-mail block leads), if it is one. */
export const stateOf = (value: string | null): MailState | undefined => STATES.find((state) => state === value);

/** A page of the list; a missing part reads as empty. */
export function outboxPage(body: unknown): { rows: OutboxMail[]; total: number } {
  const data = (body as { data?: { outbox?: unknown; total?: unknown } })?.data;
  return { rows: Array.isArray(data?.outbox) ? data.outbox as OutboxMail[] : [], total: Number(data?.total ?? 0) };
}

export const mailRequest = (id: number): ApiRequest => ({ method: 'GET', url: `${OUTBOX_API}/${id}` });

export const mailOf = (body: unknown) => ((body as { data?: OutboxMail })?.data ?? null);

export const retryRequest = (id: number): ApiRequest => ({ method: 'POST', url: `${OUTBOX_API}/${id}/retry` });
