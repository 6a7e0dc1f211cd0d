// What every public approval link shares (server/approvalLinkValidity.ts, plugins/approvalLinkGuesses.ts),
// for a change's board and for a contract alike: a link works APPROVAL_LINK_DAYS days after it was sent
// and only for the record as it was then (410 after, with a message saying which), a reminder sends a
// fresh one, and an address guessing links gets the same 404 for every unknown one, then 429 with
// Retry-After, counted in the database so another process on the file refuses as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { call, multipartBody, PASSWORD, postgresOf, rows, signedIn, type Built, type Session } from './helpers';

const API = '/service-desk/api';
const DAYS = 2;
const LIMIT = 5;
const LINKS = { days: DAYS, perAddress: LIMIT, windowMs: 60_000 };

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn({ approvalLinks: LINKS })); }, 60_000);
afterAll(() => built.close());

const EXPIRED = `This approval link has expired: links work for ${DAYS} days after they are sent. Ask for a reminder to get a new link.`;
const editedMessage = (title: string) =>
  `The ${title} has been edited since this link was sent, so the link no longer decides on it. Ask for a reminder to get a link to the ${title} as it is now.`;

/** Every request comes from this address unless a test says otherwise. */
const ADDRESS = '203.0.113.20';
const publicCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, remoteAddress = ADDRESS) =>
  call(built.app, undefined, { method, url, remoteAddress, ...(payload ? { payload } : {}) });

/** Moves every link of a table back in time, as if sent a minute more than `days` days ago (UTC, as the server writes it). */
const age = async (table: string, days: number) =>
  await built.app.db.run(`UPDATE ${table} SET created_at = ?`, [new Date(Date.now() - (days * 24 * 60 + 1) * 60_000).toISOString().slice(0, 19).replace('T', ' ')]);

describe('a change\'s approval link', () => {
  const conversation = (token: string) => publicCall('GET', `${API}/change-conversation/${token}`);
  const answer = (token: string) => publicCall('POST', `${API}/approval-action/${token}`, { action_type: 'approve', comment: 'Fine' });
  const token = async (email: string) => /\/change-approval\/([A-Za-z0-9_-]{43})/.exec((await rows(built.app, 'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1', email))[0].body)![1];
  const fields = { subject: 'Swap the core router', description: '<p>At night.</p>', requester_id: '9', status_id: '1', change_type_id: '2' };
  const levelOne = async (id: number) => (await call(built.app, admin, { method: 'GET', url: `${API}/change-approval-status/${id}` })).body.data[0].approval_levels[0];

  async function appliedChange(): Promise<number> {
    const id = (await call(built.app, admin, { method: 'POST', url: `${API}/change`, ...multipartBody(fields) })).body.data.id;
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/apply-cab-approval`, payload: { change_id: id, workflow_id: 1 } })).status).toBe(200);
    return id;
  }

  it('works until its days are over, then answers 410 to both calls and decides nothing; a reminder sends a fresh link', async () => {
    const id = await appliedChange();
    const old = await token('grace.hopper@example.com');
    await age('change_cab_links', DAYS - 1);
    expect((await conversation(old)).body.data.action_allowed).toBe(true);
    await age('change_cab_links', DAYS);
    expect(await conversation(old)).toMatchObject({ status: 410, body: { success: false, message: EXPIRED } });
    expect(await answer(old)).toMatchObject({ status: 410, body: { message: EXPIRED } });
    expect((await levelOne(id)).approve_users.map((user: { status: string }) => user.status)).toEqual(['PENDING', 'PENDING']);
    const level = await levelOne(id);
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: 4, level_id: level.id } })).status).toBe(200);
    expect(await answer(await token('grace.hopper@example.com'))).toMatchObject({ status: 200, body: { message: 'Your approval has been recorded.' } });
  });

  it('stops when the change is edited after it was sent (410), while events such as a reminder to someone else do not', async () => {
    const id = await appliedChange();
    const grace = await token('grace.hopper@example.com');
    const level = await levelOne(id);
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/send-reminder`, payload: { type: 'approver', change_id: id, id: 2, level_id: level.id } })).status).toBe(200);
    expect((await conversation(grace)).body.data.action_allowed).toBe(true);
    const alan = await token('agent@example.com');
    const edited = await call(built.app, admin, { method: 'POST', url: `${API}/change`, ...multipartBody({ ...fields, id: String(id), status_id: '3', description: '<p>At noon instead.</p>' }) });
    expect(edited.status).toBe(200);
    for (const link of [grace, alan]) {
      expect(await conversation(link)).toMatchObject({ status: 410, body: { success: false, message: editedMessage('change') } });
      expect(await answer(link)).toMatchObject({ status: 410, body: { message: editedMessage('change') } });
    }
    expect((await levelOne(id)).status).toBe('PENDING');
    // The approver in the app sees the change as it is now.
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/approval-action-without-hash/${id}`, payload: { action_type: 'approve', comment: 'Read the new plan' } })).status).toBe(200);
  });
});

describe('a contract\'s approval link', () => {
  const details = (token: string, id: number) => publicCall('GET', `${API}/contract-details/${token}/${id}`);
  const decide = (token: string, id: number) => publicCall('POST', `${API}/contract-approval/${token}/${id}`, { actionType: 'approve' });
  const fields = { name: 'Link validity contract', contract_type_id: '1', cost: '100', vendor_id: '1', description: '<p>Terms.</p>',
    contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-12-31 23:30:00', approver_id: '2' };
  const status = async (id: number) => (await call(built.app, admin, { method: 'GET', url: `${API}/contract/${id}` })).body.data.contract.contract_status.id;

  async function waitingContract(): Promise<{ id: number; token: string }> {
    const id = (await call(built.app, admin, { method: 'POST', url: `${API}/contract`, ...multipartBody({ ...fields, status_id: '1' }) })).body.data.id;
    const [mail] = await rows(built.app, "SELECT body FROM outbox WHERE kind = 'contract_approval_request' ORDER BY id DESC LIMIT 1");
    return { id, token: /\/contract-approval\/([A-Za-z0-9_-]{43})\//.exec(mail.body)![1] };
  }

  it('expires after its days (410) and decides nothing', async () => {
    const { id, token } = await waitingContract();
    await age('contract_links', DAYS);
    expect(await details(token, id)).toMatchObject({ status: 410, body: { success: false, message: EXPIRED } });
    expect(await decide(token, id)).toMatchObject({ status: 410, body: { message: EXPIRED } });
    expect(await status(id)).toBe(2);
  });

  it('stops when the contract is edited while it waits (410)', async () => {
    const { id, token } = await waitingContract();
    expect((await details(token, id)).body.data.action_allowed).toBe(true);
    // A save of the form with its approver sends the contract again (a new link replaces this one, 409);
    // what else changes the contract, its assets here, leaves the link live but out of date.
    const edited = await call(built.app, admin, { method: 'POST', url: `${API}/contract-attach-asset?contract_id=${id}`, payload: { asset_ids: [3] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await details(token, id)).toMatchObject({ status: 410, body: { message: editedMessage('contract') } });
    expect(await decide(token, id)).toMatchObject({ status: 410, body: { message: editedMessage('contract') } });
    expect(await status(id)).toBe(2);
  });
});

describe('guessing links', () => {
  it('answers every unknown link of either kind with the same 404 until the address has used its guesses, then 429 with Retry-After, a real link too', async () => {
    const address = '198.51.100.30';
    const guesses = [
      `${API}/change-conversation/${'A'.repeat(43)}`, `${API}/change-conversation/short`, `${API}/contract-details/${'B'.repeat(43)}/1`,
      `${API}/contract-details/${'C'.repeat(43)}/x`, `${API}/change-conversation/${'D'.repeat(43)}`,
    ];
    const answers = [];
    for (const url of guesses) answers.push(await publicCall('GET', url, undefined, address));
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(404));
    expect(new Set(answers.map((answer) => answer.response.body))).toEqual(new Set([JSON.stringify({ success: false, message: 'Invalid approval link.' })]));
    const [mail] = await rows(built.app, "SELECT body FROM outbox WHERE kind IN ('cab_approval_request', 'cab_reminder') ORDER BY id DESC LIMIT 1");
    const real = /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
    for (const url of [`${API}/change-conversation/${'E'.repeat(43)}`, `${API}/change-conversation/${real}`, `${API}/approval-action/${real}`]) {
      const refused = await publicCall(url.includes('action') ? 'POST' : 'GET', url, url.includes('action') ? { action_type: 'approve', comment: 'x' } : undefined, address);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many unknown approval links\. Try again in \d+ seconds\.$/);
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.response.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address, and the signed-in app, are untouched; the real link decided nothing.
    expect((await publicCall('GET', `${API}/change-conversation/${real}`, undefined, '198.51.100.31')).status).toBe(200);
    expect((await call(built.app, admin, { method: 'GET', url: '/api/me', remoteAddress: address })).status).toBe(200);
  });

  it('counts guesses sent at once before they are answered: 300 in parallel get the limit of 404s, a real link is not counted', async () => {
    const address = '198.51.100.41';
    const guesses = Array.from({ length: 300 }, (_, i) => publicCall('GET', `${API}/change-conversation/${String(i).padStart(43, 'P')}`, undefined, address));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - LIMIT);
  });

  it('answers 300 guesses with the limit of 404s and 429 for the rest, and a second process on the same file refuses the address as well', async () => {
    const address = '198.51.100.40';
    const statuses = [];
    for (let i = 0; i < 300; i++) statuses.push((await publicCall('GET', `${API}/change-conversation/${String(i).padStart(43, 'G')}`, undefined, address)).status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    const other = await buildApp({ dataDir: built.dataDir, databaseUrl: (await postgresOf(built.dataDir))?.url, demoPassword: PASSWORD, seed: 'demo', staticDir: built.dataDir, role: { startup: false, background: false }, approvalLinks: LINKS });
    try {
      expect((await other.inject({ method: 'GET', url: `${API}/change-conversation/${'H'.repeat(43)}`, remoteAddress: address })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
    // The window's end frees the address.
    await built.app.db.run('UPDATE failed_attempts SET window_start = window_start - 60000');
    expect((await publicCall('GET', `${API}/change-conversation/${'H'.repeat(43)}`, undefined, address)).status).toBe(404);
  });
});
