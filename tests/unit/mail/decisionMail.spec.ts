// The mail that asks for a decision: every text escaped in the HTML part and kept as typed in the
// plain-text part, one button per choice opening the page with that choice (?decision=), and links
// that stay paths on this server until delivery makes them absolute.
import { describe, expect, it } from 'vitest';
import { CHOICE_COLOURS, decisionMail } from '../../../server/mail/decisionMail';
import { mailMessage } from '../../../server/mail/mailMessage';
import type { OutboxRow } from '../../../server/repositories/outbox';

const HOSTILE = '<img src=x onerror="alert(1)"> & \'quotes\'';
const mail = decisionMail({
  lead: `Decide on "${HOSTILE}".`,
  facts: [['Subject', HOSTILE], [`Label ${HOSTILE}`, 'x'], ['Empty', null]],
  path: '/change-approval/tok',
  choices: [{ decision: 'approve', label: 'Approve', colour: CHOICE_COLOURS.approve }, { decision: 'deny', label: 'Deny', colour: CHOICE_COLOURS.refuse }],
});

describe('decisionMail', () => {
  it('escapes every text of the HTML part, labels and values alike', () => {
    expect(mail.body).not.toContain('<img');
    expect(mail.body).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;');
    expect(mail.body.match(/&lt;img/g)).toHaveLength(3);
    expect(mail.body).toContain('<td style="padding:4px 0;vertical-align:top">---</td>');
  });

  it('draws one button per choice, opening the page with that choice, and a plain link to it', () => {
    expect(mail.body).toContain(`<a href="/change-approval/tok?decision=approve" style="display:inline-block;margin:0 8px 8px 0;padding:10px 24px;border-radius:4px;background:${CHOICE_COLOURS.approve};`);
    expect(mail.body).toContain('<a href="/change-approval/tok?decision=deny"');
    expect(mail.body).toContain('<a href="/change-approval/tok">Open the approval page</a>');
  });

  it('writes the plain-text part as typed, a line per fact and per choice', () => {
    expect(mail.text.split('\n')).toEqual([
      `Decide on "${HOSTILE}".`, '', `Subject: ${HOSTILE}`, `Label ${HOSTILE}: x`, 'Empty: ---', '',
      'Approve: /change-approval/tok?decision=approve', 'Deny: /change-approval/tok?decision=deny', 'Open the approval page: /change-approval/tok', '',
      'Each button opens the approval page with that choice ready; nothing is decided until you confirm it there with your comment.',
    ]);
  });
});

describe('mailMessage', () => {
  const row = (values: Partial<OutboxRow>): OutboxRow => ({
    id: 1, kind: 'cab_approval_request', recipient: 'a@example.com', subject: 'S', body: mail.body, format: 'html', text_body: mail.text,
    created_at: '', state: 'sending', attempts: 1, last_error: null, next_attempt_at: null, sent_at: null, message_id: '<m@x>', ...values,
  });
  const settings = { from: 'desk@example.test', publicUrl: 'https://desk.example.test/' };

  it('sends an HTML body with its plain-text part, the links of both absolute', () => {
    const message = mailMessage(row({}), settings);
    expect(message.html).toContain('href="https://desk.example.test/change-approval/tok?decision=approve"');
    expect(message.text).toContain('Approve: https://desk.example.test/change-approval/tok?decision=approve');
    expect(String(message.html)).not.toContain('href="/change');
  });

  it('sends an HTML body without a text part (an announcement) as HTML only, and a text body as text', () => {
    expect(mailMessage(row({ text_body: null }), settings)).not.toHaveProperty('text');
    const text = mailMessage(row({ format: 'text', body: 'Open /x now.', text_body: null }), settings);
    expect(text).toMatchObject({ text: 'Open https://desk.example.test/x now.' });
    expect(text).not.toHaveProperty('html');
  });
});
