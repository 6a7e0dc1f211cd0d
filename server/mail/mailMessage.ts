import type { SendMailOptions } from 'nodemailer';
import type { OutboxRow } from '../repositories/outbox';
import { absoluteLinks } from './absoluteLinks';

/** Where mail comes from and where its links lead. */
export interface MailSettings {
  from: string;
  publicUrl: string;
}

/**
 * The message nodemailer sends for a claimed outbox row: its links made absolute, text or HTML as
 * written; an HTML body with a plain-text part goes as both (multipart/alternative).
 */
export function mailMessage(row: OutboxRow, settings: MailSettings): SendMailOptions {
  const body = absoluteLinks(row.body, row.format, settings.publicUrl);
  const text = row.format === 'html' && row.text_body ? absoluteLinks(row.text_body, 'text', settings.publicUrl) : undefined;
  return {
    from: settings.from,
    to: row.recipient,
    subject: row.subject,
    messageId: row.message_id ?? undefined,
    ...(row.format === 'html' ? { html: body, ...(text === undefined ? {} : { text }) } : { text: body }),
  };
}
