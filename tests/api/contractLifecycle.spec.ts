// The contract lifecycle through the real server:
// sending for approval with a hashed link in the outbox, deciding in the app and by the public
// link, renew and extend as versions in the history, terminate, the state refusals, and the
// schedule moving statuses and mailing expiry reminders by a clock the test sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractSchedule } from '../../server/contracts/contractSchedule';
import { RENEWAL, STATUS } from '../../server/contracts/contractStates';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const API = '/service-desk/api';
const ALAN = 2;
const GRACE = 4;
const contractDef = () => built.app.resources.find((def) => def.name === 'contract')!;

const get = (url: string, session: Session | undefined = agent) => call(built.app, session, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, session: Session | undefined = agent) => call(built.app, session, { method: 'POST', url, payload });
const postParts = (url: string, fields: Record<string, string>, session: Session | undefined = agent) => call(built.app, session, { method: 'POST', url, ...multipartBody(fields) });
const contract = async (id: number) => (await get(`${API}/contract/${id}`, admin)).body.data.contract;
const flags = async (id: number, session = agent) => (await get(`${API}/contract-action/${id}`, session)).body.data.actions;
const threads = async (id: number) => (await get(`${API}/contract-threads/${id}`)).body.data.contract_threads;

let serial = 0;
/** Creates a contract through the form's call: a vendor, the whole year 2026-2027 unless said, an approver when given. */
async function create(fields: Record<string, string> = {}, session = agent): Promise<number> {
  serial += 1;
  const { status, body } = await postParts(`${API}/contract`, {
    name: `Lifecycle contract ${serial}`, contract_type_id: '1', cost: '1500.50', status_id: '1', vendor_id: '1',
    description: '<p>Terms.</p>', contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-12-31 23:30:00', ...fields,
  }, session);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

/** The token of the newest approval mail about a contract, from the link in its body. */
async function linkOf(id: number): Promise<string> {
  const [mail] = await rows(built.app, "SELECT body FROM outbox WHERE kind = 'contract_approval_request' AND body LIKE ? ORDER BY id DESC LIMIT 1", `%/${id}?decision=%`);
  const match = /\/service-desk\/contract-approval\/([A-Za-z0-9_-]{43})\/(\d+)/.exec(String(mail?.body));
  expect(match?.[2]).toBe(String(id));
  return match![1];
}
const details = (token: string, id: number) => call(built.app, undefined, { method: 'GET', url: `${API}/contract-details/${token}/${id}` });
const answer = (token: string, id: number, payload: Record<string, unknown>) =>
  call(built.app, undefined, { method: 'POST', url: `${API}/contract-approval/${token}/${id}`, payload });

describe('the demo', () => {
  it('has contracts in every status, with history and a renewal waiting', async () => {
    const seeded = (await rows(built.app, 'SELECT DISTINCT status_id FROM sd_contracts ORDER BY status_id')).map((row) => row.status_id);
    expect(seeded).toEqual(Object.values(STATUS));
    expect(await count(built.app, 'contract_versions')).toBeGreaterThan(11);
    expect((await rows(built.app, 'SELECT COUNT(*) AS n FROM sd_contracts WHERE renewal_status_id = ?', RENEWAL.waiting))[0].n).toBe(1);
  });
});

describe('approval', () => {
  it('sends a draft with an approver for approval: a hashed link in the outbox, the status Waiting for approval', async () => {
    const id = await create({ approver_id: String(ALAN) });
    expect((await contract(id)).contract_status.id).toBe(STATUS.waiting);
    const token = await linkOf(id);
    const [mail] = await rows(built.app, "SELECT recipient FROM outbox WHERE kind = 'contract_approval_request' ORDER BY id DESC LIMIT 1");
    expect(mail.recipient).toBe('agent@example.com');
    // Only the hash is kept.
    expect((await rows(built.app, 'SELECT COUNT(*) AS n FROM contract_links WHERE token_sha256 = ?', token))[0].n).toBe(0);
    expect((await flags(id)).contract_approve).toBe(true);
    expect((await flags(id)).contract_edit).toBe(true);
    expect((await threads(id))[0]).toMatchObject({ type: 'Original', current: true, approver: { id: ALAN } });
  });

  it('lets only the approver (or an administrator) decide in the app, and a rejection needs its reason', async () => {
    const id = await create({ approver_id: String(GRACE) });
    expect((await flags(id)).contract_approve).toBe(false);
    expect((await flags(id, admin)).contract_approve).toBe(true);
    const refused = await post(`${API}/contract-approve/${id}`, { purpose_of_approval: 'fine' });
    expect(refused.status).toBe(403);
    expect((await post(`${API}/contract-reject/${id}`, {}, admin)).body.message).toEqual({ purpose_of_rejection: 'This field is required.' });
    expect((await post(`${API}/contract-reject/${id}`, { purpose_of_rejection: '<p><br></p>' }, admin)).status).toBe(412);
    expect((await contract(id)).contract_status.id).toBe(STATUS.waiting);
    const rejected = await post(`${API}/contract-reject/${id}`, { purpose_of_rejection: '<p>Too dear.</p>' }, admin);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await contract(id)).contract_status.id).toBe(STATUS.rejected);
    const log = (await get(`${API}/contract-log/${id}`)).body.data.contract_activity_logs.data.map((entry: { name: string }) => entry.name).join('\n');
    expect(log).toMatch(/rejected the contract, reason: <em>Too dear.<\/em>/);
    // Decided: nobody decides again.
    expect((await post(`${API}/contract-approve/${id}`, {}, admin)).status).toBe(400);
  });

  it('decides once by the public link, with no session; a GET never decides', async () => {
    const id = await create({ approver_id: String(ALAN) });
    const token = await linkOf(id);
    const shown = await details(token, id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ action_allowed: true, contract: { name: expect.stringMatching(/^Lifecycle contract/), cost: 1500.5 } });
    // What the approver decides on: the description too (tests/api/approverPages.spec.ts).
    expect(Object.keys(shown.body.data.contract)).toContain('description');
    expect((await contract(id)).contract_status.id).toBe(STATUS.waiting);
    expect((await answer(token, id, { actionType: 'reject' })).body.message).toEqual({ purpose_of_rejection: 'This field is required.' });
    expect((await answer(token, id, { actionType: 'maybe' })).status).toBe(412);
    const approved = await answer(token, id, { actionType: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await contract(id)).contract_status.id).toBe(STATUS.active);
    const replay = await answer(token, id, { actionType: 'approve' });
    expect(replay.status).toBe(409);
    expect((await details(token, id)).body.data).toMatchObject({ action_allowed: false, reason: expect.stringMatching(/already been used/) });
  });

  it('answers a guessed hash, a hash of another contract and a bad id with the same 404', async () => {
    const id = await create({ approver_id: String(ALAN) });
    const other = await create({ approver_id: String(ALAN) });
    const token = await linkOf(id);
    const guessed = await details('A'.repeat(43), id);
    const crossed = await details(token, other);
    const badId = await answer(token, 0, { actionType: 'approve' });
    for (const response of [guessed, crossed, badId]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Invalid approval link.' });
    }
    expect((await answer(token, other, { actionType: 'approve' })).status).toBe(404);
    expect((await contract(other)).contract_status.id).toBe(STATUS.waiting);
  });

  it('replaces the link when the contract is edited and sent again', async () => {
    const id = await create({ approver_id: String(ALAN) });
    const first = await linkOf(id);
    const saved = await postParts(`${API}/contract`, { id: String(id), name: 'Edited while waiting', contract_type_id: '1', cost: '10', status_id: '1', vendor_id: '1',
      description: '<p>x</p>', contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-12-31 23:30:00', approver_id: String(ALAN) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await linkOf(id)).not.toBe(first);
    expect((await answer(first, id, { actionType: 'approve' })).status).toBe(409);
  });
});

describe('renew, extend, terminate', () => {
  it('extends from the current end: a pending version, approved by link into the history', async () => {
    const id = await create({ status_id: '3' });
    expect((await contract(id)).contract_status.id).toBe(STATUS.active);
    const end = (await contract(id)).contract_end_date;
    const before = await count(built.app, 'contract_versions');
    const wrongStart = await postParts(`${API}/contract-extend/${id}`, { contract_start_date: '2026-06-01 00:00:00', contract_end_date: '2028-12-31 23:30:00', approver_id: String(ALAN), cost: '900' });
    expect(wrongStart.body.message).toEqual({ contract_start_date: 'An extension starts when the contract ends.' });
    const backwards = await postParts(`${API}/contract-extend/${id}`, { contract_start_date: end, contract_end_date: '2027-01-01 00:00:00', approver_id: String(ALAN), cost: '900' });
    expect(backwards.body.message).toEqual({ contract_end_date: 'The end date cannot be earlier than the start date.' });
    const noApprover = await postParts(`${API}/contract-extend/${id}`, { contract_start_date: end, contract_end_date: '2028-12-31 23:30:00', cost: '900' });
    expect(noApprover.status).toBe(412);
    expect(await count(built.app, 'contract_versions')).toBe(before);
    const extended = await postParts(`${API}/contract-extend/${id}`, { contract_start_date: end, contract_end_date: '2028-12-31 23:30:00', approver_id: String(ALAN), cost: '900' });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect((await contract(id)).contract_renewal_status.id).toBe(RENEWAL.waiting);
    expect((await flags(id)).contract_extend).toBe(false);
    expect((await threads(id)).map((row: { type: string; state: string }) => `${row.type} ${row.state}`)).toEqual(['Extension Waiting for approval', 'Original Current']);
    expect((await answer(await linkOf(id), id, { actionType: 'approve', purpose_of_approval: 'ok' })).status).toBe(200);
    const after = await contract(id);
    expect(after).toMatchObject({ contract_end_date: '2028-12-31 23:30:00', cost: 900, contract_renewal_status: { id: RENEWAL.extended } });
    expect((await threads(id)).map((row: { type: string; current: boolean }) => `${row.type} ${row.current}`)).toEqual(['Extension true', 'Original false']);
  });

  it('terminates a running contract; a terminated one is renewed, edited or terminated no more', async () => {
    const id = await create({ status_id: '3' });
    expect((await post(`${API}/contract-terminate/${id}`)).status).toBe(200);
    expect((await contract(id)).contract_status.id).toBe(STATUS.terminated);
    expect(await flags(id)).toMatchObject({ contract_renew: false, contract_edit: false, contract_terminate: false, contract_extend: false });
    const renewed = await postParts(`${API}/contract-renew/${id}`, { contract_start_date: '2028-01-01 00:00:00', contract_end_date: '2028-12-31 23:30:00', approver_id: String(ALAN), cost: '1' });
    expect(renewed.status).toBe(400);
    expect((await post(`${API}/contract-terminate/${id}`)).status).toBe(400);
    expect((await rows(built.app, 'SELECT COUNT(*) AS n FROM contract_versions WHERE contract_id = ?', id))[0].n).toBe(1);
  });

  it('keeps the reason a termination gives in the log, and says a waiting renewal was dropped with it', async () => {
    const logged = async (id: number) => (await get(`${API}/contract-log/${id}`)).body.data.contract_activity_logs.data.map((entry: { name: string }) => entry.name);
    const id = await create({ status_id: '3' });
    const renewed = await postParts(`${API}/contract-renew/${id}`, { contract_start_date: '2028-01-01 00:00:00', contract_end_date: '2028-12-31 23:30:00', approver_id: String(ALAN), cost: '1' });
    expect(renewed.status).toBe(200);
    const token = await linkOf(id);
    expect((await post(`${API}/contract-terminate/${id}`, { purpose_of_termination: '<p>The vendor <b>closed</b> its office.</p>' })).status).toBe(200);
    expect(await contract(id)).toMatchObject({ contract_status: { id: STATUS.terminated }, contract_renewal_status: { id: RENEWAL.rejected } });
    expect((await logged(id))[1]).toBe('<strong>Alan Agent</strong> terminated the contract, dropping the renewal waiting for approval, reason: <em>The vendor closed its office.</em>');
    // The renewal's approval link decides nothing any more.
    expect((await answer(token, id, { actionType: 'approve' })).status).not.toBe(200);
    // Without a reason (the spec's empty body: no content type at all) it is terminated all the same, and the log says only that.
    const other = await create({ status_id: '3' });
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/contract-terminate/${other}` })).status).toBe(200);
    expect(await logged(other)).toContain('<strong>Alan Agent</strong> terminated the contract');
  });

  it('refuses deleting a running contract, and a requester calling an action', async () => {
    const id = await create({ status_id: '3' });
    expect((await flags(id)).contract_delete).toBe(false);
    expect((await call(built.app, agent, { method: 'DELETE', url: `${API}/contract/${id}` })).status).toBe(400);
    expect((await post(`${API}/contract-terminate/${id}`, {}, user)).status).toBe(403);
    expect((await contract(id)).contract_status.id).toBe(STATUS.active);
    const draft = await create();
    expect((await call(built.app, agent, { method: 'DELETE', url: `${API}/contract/${draft}` })).status).toBe(200);
  });
});

describe('rows and links', () => {
  it('gives rows the flags their state allows', async () => {
    const running = await create({ status_id: '3' });
    const draft = await create();
    const rowOf = async (id: number) => (await get(`${API}/contract-list?contract_ids[0]=${id}`)).body.data.contracts[0];
    expect(await rowOf(running)).toMatchObject({ is_edit: true, is_delete: false });
    expect(await rowOf(draft)).toMatchObject({ is_edit: true, is_delete: true });
    await post(`${API}/contract-terminate/${running}`);
    expect(await rowOf(running)).toMatchObject({ is_edit: false, is_delete: true });
  });

  it('refuses detaching an asset the contract does not hold, changing nothing', async () => {
    const id = await create({ status_id: '3' });
    expect((await post(`${API}/contract-attach-asset?contract_id=${id}`, { asset_ids: [5] })).status).toBe(200);
    const before = await count(built.app, 'record_links');
    const refused = await call(built.app, agent, { method: 'DELETE', url: `${API}/contract-detach-asset/${id}/6` });
    expect(refused.status).toBe(404);
    expect(await count(built.app, 'record_links')).toBe(before);
    expect((await call(built.app, agent, { method: 'DELETE', url: `${API}/contract-detach-asset/${id}/5` })).status).toBe(200);
  });

});

describe('the schedule', () => {
  it('moves an approved contract to Active at its start and Expired after its end', async () => {
    const id = await create({ status_id: '3', contract_start_date: '2031-01-01 00:00:00', contract_end_date: '2031-06-30 23:30:00' });
    expect((await contract(id)).contract_status.id).toBe(STATUS.approved);
    await runContractSchedule(built.app.db, contractDef(), '2031-01-01 00:00:00');
    expect((await contract(id)).contract_status.id).toBe(STATUS.active);
    await runContractSchedule(built.app.db, contractDef(), '2031-07-01 00:00:00');
    expect((await contract(id)).contract_status.id).toBe(STATUS.expired);
  });

  it('mails the expiry reminder once, notify_before days ahead, to agents and typed addresses', async () => {
    const id = await create({ status_id: '3', contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2032-03-31 00:00:00' });
    const saved = await post(`${API}/contract-expiry-reminder/${id}`, { notify_before: 10, notify_to: [ALAN, 'buyer@example.com'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const reminders = async () => await rows(built.app, "SELECT recipient FROM outbox WHERE kind = 'contract_expiry_reminder' AND body LIKE ? ORDER BY recipient", `%/contracts/${id}/show%`);
    await runContractSchedule(built.app.db, contractDef(), '2032-03-20 00:00:00');
    expect(await reminders()).toEqual([]);
    await runContractSchedule(built.app.db, contractDef(), '2032-03-21 00:00:00');
    expect((await reminders()).map((row) => row.recipient)).toEqual(['agent@example.com', 'buyer@example.com']);
    await runContractSchedule(built.app.db, contractDef(), '2032-03-25 00:00:00');
    expect(await reminders()).toHaveLength(2);
    expect((await post(`${API}/contract-expiry-reminder/${id}`, { notify_before: 0, notify_to: [ALAN] })).status).toBe(412);
  });
});
