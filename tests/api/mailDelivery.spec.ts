// The outbox leaves the building: the delivery worker sends outbox rows to a real SMTP server
// (smtp-server, in this process), with links made absolute from the public URL, retries what the
// relay refuses with a growing delay, and never sends a row twice, across workers and restarts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../server/app';
import { INTERRUPTED_ERROR } from '../../server/mail/deliveryStates';
import { MAX_ATTEMPTS, retryDelay } from '../../server/mail/retryDelay';
import { queueMail } from '../../server/repositories/outbox';
import { build, call, login, multipartBody, rows, type Built } from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';

const PUBLIC_URL = 'https://desk.example.test';
let smtp: TestSmtpServer;
beforeAll(async () => { smtp = await startSmtpServer(); });
afterAll(() => smtp.close());

/** A clock the test moves, so a retry comes due without waiting for it. */
function testClock() {
  let at = Date.now();
  return { clock: () => new Date(at), advance: (ms: number) => { at += ms; } };
}

const mailing = (options: Partial<AppOptions> = {}) => build({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, mailPollMs: 20, ...options });

let sequence = 0;
/** Queues a CAB-style plain-text mail to a fresh address; answers its outbox id and address. */
async function queue(app: FastifyInstance, body = 'Open /change-approval/tok3n to approve or deny it.') {
  const recipient = `person${++sequence}@example.com`;
  await queueMail(app.db, { kind: 'cab_approval_request', recipient, subject: `Approval wanted ${sequence}`, body });
  const [{ id }] = await rows(app, 'SELECT MAX(id) AS id FROM outbox');
  return { id: id as number, recipient };
}

const mailRow = async (app: FastifyInstance, id: number) => (await rows(app, 'SELECT * FROM outbox WHERE id = ?', id))[0];
const arrivedTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const waitForState = async (app: FastifyInstance, id: number, state: string) =>
  vi.waitFor(async () => expect((await mailRow(app, id)).state).toBe(state), { timeout: 5_000, interval: 20 });

describe('delivery through SMTP', () => {
  let built: Built;
  const time = testClock();
  beforeAll(async () => { built = await mailing({ mailClock: time.clock }); }, 60_000);
  afterAll(() => built.close());

  it('sends a queued mail once, with its link made absolute, and records when', async () => {
    const { id, recipient } = await queue(built.app);
    await waitForState(built.app, id, 'sent');
    const [mail] = arrivedTo(recipient);
    expect(arrivedTo(recipient)).toHaveLength(1);
    expect(mail.subject).toBe(`Approval wanted ${sequence}`);
    expect(mail.from).toBe('service-desk@desk.example.test');
    expect(mail.text).toContain(`Open ${PUBLIC_URL}/change-approval/tok3n to approve or deny it.`);
    expect(await mailRow(built.app, id)).toMatchObject({ attempts: 1, last_error: null, sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(mail.messageId).toBe((await mailRow(built.app, id)).message_id);
  });

  it('sends an announcement as HTML with absolute hrefs', async () => {
    const agent = await login(built.app, 'agent@example.com');
    const { status } = await call(built.app, agent, { method: 'POST', url: '/service-desk/api/announcement',
      ...multipartBody({ option: 'department', department_id: '1', subject: 'Office move', announcement: '<p>See <a href="/service-desk/problem/list">the list</a></p>' }) });
    expect(status).toBe(200);
    await vi.waitFor(() => expect(arrivedTo('ken.tanaka@example.com').length).toBe(1), { timeout: 5_000, interval: 20 });
    const [mail] = arrivedTo('ken.tanaka@example.com');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.text).toContain(`<a href="${PUBLIC_URL}/service-desk/problem/list">the list</a>`);
  });

  it.each([
    ['a refused recipient', (address: string) => smtp.refuseRecipient(address), /450 Mailbox busy/],
    ['a refused message after DATA', (address: string) => smtp.refuseData(address), /451 Local error/],
  ])('retries %s after the backoff and then sends it once', async (_, refuse, error) => {
    const { id, recipient } = await queue(built.app, 'x');
    refuse(recipient);
    await vi.waitFor(async () => expect((await mailRow(built.app, id)).last_error).toMatch(error), { timeout: 5_000, interval: 20 });
    const refused = await mailRow(built.app, id);
    expect(refused).toMatchObject({ state: 'pending', attempts: 1, sent_at: null });
    expect(Date.parse(`${refused.next_attempt_at.replace(' ', 'T')}Z`) - time.clock().getTime()).toBeGreaterThan(retryDelay(1)! - 1_000);
    await settle();
    expect((await mailRow(built.app, id)).state).toBe('pending');
    time.advance(retryDelay(1)!);
    await waitForState(built.app, id, 'sent');
    await settle();
    expect(await mailRow(built.app, id)).toMatchObject({ attempts: 2, last_error: null });
    expect(arrivedTo(recipient)).toHaveLength(1);
  });
});

describe('giving up and the administrator\'s retry', () => {
  it(`leaves a mail failed after ${MAX_ATTEMPTS} refusals; a retry from the screen sends it`, async () => {
    const time = testClock();
    // A poll far away: the test runs the passes itself.
    const built = await mailing({ mailClock: time.clock, mailPollMs: 3_600_000 });
    try {
      const { id, recipient } = await queue(built.app, 'x');
      smtp.refuseRecipient(recipient, MAX_ATTEMPTS);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await built.app.mailDelivery!.runOnce();
        time.advance(retryDelay(attempt) ?? 0);
      }
      expect(await mailRow(built.app, id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null, last_error: expect.stringMatching(/450/) });
      expect(await built.app.mailDelivery!.runOnce()).toBe(0);
      const admin = await login(built.app);
      expect((await call(built.app, admin, { method: 'POST', url: `/service-desk/api/outbox/${id}/retry` })).status).toBe(200);
      expect(await built.app.mailDelivery!.runOnce()).toBe(1);
      expect(await mailRow(built.app, id)).toMatchObject({ state: 'sent', attempts: 1 });
      expect(arrivedTo(recipient)).toHaveLength(1);
    } finally {
      await built.close();
    }
  }, 30_000);
});

describe('never twice', () => {
  it('sends each row once when two servers share the database', async () => {
    const first = await mailing({ mailPollMs: 5 });
    const second = await mailing({ dataDir: first.dataDir, mailPollMs: 5 });
    try {
      const queued: Array<{ id: number; recipient: string }> = [];
      for (let i = 0; i < 20; i += 1) queued.push(await queue(sequence % 2 ? first.app : second.app, 'x'));
      for (const { id } of queued) await waitForState(first.app, id, 'sent');
      await settle();
      for (const { recipient } of queued) expect(arrivedTo(recipient)).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  }, 30_000);

  it('does not send again after a restart, and fails a row a stopped server left in sending', async () => {
    const first = await mailing();
    const { id: sentId, recipient: sentTo } = await queue(first.app);
    await waitForState(first.app, sentId, 'sent');
    await first.app.close();
    // A crash between the claim and the relay's answer: the row says sending, the relay may have it.
    const offline = await build({ dataDir: first.dataDir });
    const { id: lostId, recipient: lostTo } = await queue(offline.app);
    await offline.app.db.run("UPDATE outbox SET state = 'sending', attempts = 1 WHERE id = ?", [lostId]);
    await offline.app.close();

    const restarted = await mailing({ dataDir: first.dataDir });
    try {
      await restarted.app.mailDelivery!.runOnce();
      await settle();
      expect(arrivedTo(sentTo)).toHaveLength(1);
      expect(arrivedTo(lostTo)).toHaveLength(0);
      expect(await mailRow(restarted.app, lostId)).toMatchObject({ state: 'failed', last_error: INTERRUPTED_ERROR });
    } finally {
      await restarted.close();
      await first.close();
    }
  }, 30_000);
});

describe('without SMTP_URL', () => {
  it('sends nothing and keeps the rows pending', async () => {
    const built = await build();
    try {
      const { id, recipient } = await queue(built.app);
      await settle();
      expect(built.app.mailDelivery).toBeNull();
      expect(await mailRow(built.app, id)).toMatchObject({ state: 'pending', attempts: 0 });
      expect(arrivedTo(recipient)).toHaveLength(0);
    } finally {
      await built.close();
    }
  });
});
