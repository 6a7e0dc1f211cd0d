// The outbox screen's calls through the real server: administrators only, newest first and paged,
// one message whole, and the retry of a failed one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../server/repositories/outbox';
import { call, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
const ids: number[] = [];
// The demo seed may queue mail of its own: totals are counted from it.
let seeded = 0;
beforeAll(async () => {
  ({ built, admin, agent } = await signedIn());
  seeded = (await rows(built.app, 'SELECT COUNT(*) AS n FROM outbox'))[0].n;
  for (const n of [1, 2, 3]) {
    await queueMail(built.app.db, { kind: 'cab_reminder', recipient: `r${n}@example.com`, subject: `Reminder ${n}`, body: `Open /change-approval/t${n} to decide.` });
    ids.push((await rows(built.app, 'SELECT MAX(id) AS id FROM outbox'))[0].id);
  }
}, 60_000);
afterAll(() => built.close());

const URL = '/service-desk/api/outbox';

describe('GET /service-desk/api/outbox', () => {
  it('lists the newest mail first, a page at a time, without bodies', async () => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: `${URL}?page=1&limit=2` });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: seeded + ids.length, current_page: 1, per_page: 2, last_page: Math.ceil((seeded + ids.length) / 2) });
    expect(body.data.outbox.map((mail: { id: number }) => mail.id)).toEqual([ids[2], ids[1]]);
    expect(body.data.outbox[0]).toMatchObject({ recipient: 'r3@example.com', subject: 'Reminder 3', kind: 'cab_reminder', state: 'pending', attempts: 0, sent_at: null });
    expect(body.data.outbox[0]).not.toHaveProperty('body');
    const second = await call(built.app, admin, { method: 'GET', url: `${URL}?page=2&limit=2` });
    expect(second.body.data.outbox[0].id).toBe(ids[0]);
  });

  it.each([['an agent', () => agent, 403], ['nobody signed in', () => undefined, 401]])('refuses %s', async (_, session, status) => {
    expect((await call(built.app, session(), { method: 'GET', url: URL })).status).toBe(status);
    expect((await call(built.app, session(), { method: 'GET', url: `${URL}/${ids[0]}` })).status).toBe(status);
  });

  it('refuses a limit above 100', async () => {
    expect((await call(built.app, admin, { method: 'GET', url: `${URL}?limit=101` })).status).toBe(400);
  });
});

describe('GET /service-desk/api/outbox/{id}', () => {
  it('answers the message with its body as stored', async () => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: `${URL}/${ids[0]}` });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids[0], body: 'Open /change-approval/t1 to decide.', format: 'text', state: 'pending' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call(built.app, admin, { method: 'GET', url: `${URL}/999999` })).status).toBe(404);
  });
});

describe('POST /service-desk/api/outbox/{id}/retry', () => {
  it('puts a failed mail back to pending and refuses one that is not failed', async () => {
    expect((await call(built.app, admin, { method: 'POST', url: `${URL}/${ids[1]}/retry` })).body)
      .toEqual({ success: false, message: 'Only a failed mail can be sent again.' });
    await built.app.db.run("UPDATE outbox SET state = 'failed', attempts = 8, last_error = '550 No such user' WHERE id = ?", [ids[1]]);
    expect((await call(built.app, agent, { method: 'POST', url: `${URL}/${ids[1]}/retry` })).status).toBe(403);
    const { status, body } = await call(built.app, admin, { method: 'POST', url: `${URL}/${ids[1]}/retry` });
    expect(status).toBe(200);
    expect(body.message).toBe('The mail is pending again; no mail server is configured to send it.');
    expect((await rows(built.app, 'SELECT state, attempts, next_attempt_at FROM outbox WHERE id = ?', ids[1]))[0]).toEqual({ state: 'pending', attempts: 0, next_attempt_at: null });
    expect((await call(built.app, admin, { method: 'POST', url: `${URL}/999999/retry` })).status).toBe(404);
  });
});
