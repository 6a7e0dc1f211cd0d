// The ticket panel's calls: a ticket's assets, its one problem and
// its changes, through the x-links of schemas/ticket.json, each behind its service-desk permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PERMISSIONS, type PermissionName } from '../../server/permissions';
import { call, count, multipartBody, rows, signedIn, type SignedIn } from './helpers';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); });
afterAll(() => s.built.close());

const app = () => s.built.app;
/** A ticket no problem holds (the seed leaves some free). */
const freeTicket = async () => (await rows(app(), `SELECT id FROM tickets WHERE id NOT IN (SELECT target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets') ORDER BY id DESC`))[0].id as number;
const problemsOf = async (ticket: number) => (await rows(app(), "SELECT owner_id FROM record_links WHERE owner = 'problem' AND link = 'tickets' AND target_id = ?", ticket)).map((row) => row.owner_id);
const links = async () => rows(app(), 'SELECT * FROM record_links ORDER BY owner, owner_id, link, target_id');
/** What a refused call must leave as it was: every pair, every problem and every log entry. */
const written = async () => ({ links: await links(), problems: await count(app(), 'sd_problem'), log: await count(app(), 'activity_log') });

describe('a ticket and its problem', () => {
  it('attaches an existing problem, and refuses a second one (400, nothing written)', async () => {
    const ticket = await freeTicket();
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/1` })).toMatchObject({ status: 200, body: { success: true } });
    expect(await problemsOf(ticket)).toEqual([1]);
    const before = await links();
    const second = await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/2` });
    expect(second).toMatchObject({ status: 400, body: { success: false, message: 'A ticket can be linked to at most 1 problem; detach it first.' } });
    expect(await links()).toEqual(before);
  });

  it('refuses a problem that does not exist (404, nothing written), from either side', async () => {
    const ticket = await freeTicket();
    const before = await links();
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/999999` }))
      .toMatchObject({ status: 404, body: { success: false, message: 'The problem does not exist.' } });
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/999999`, payload: { ticket_ids: [ticket] } }))
      .toMatchObject({ status: 404, body: { success: false } });
    expect(await links()).toEqual(before);
  });

  it("refuses the problem's own attach of a ticket another problem holds: 400 naming it, and none of the tickets attached", async () => {
    const free = await freeTicket();
    const [held] = await rows(app(), "SELECT owner_id, target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets' AND owner_id != 2 ORDER BY target_id LIMIT 1");
    const [{ ticket_number: number }] = await rows(app(), 'SELECT ticket_number FROM tickets WHERE id = ?', held.target_id);
    const before = await written();
    const refused = await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/2`, payload: { ticket_ids: [free, held.target_id] } });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: expect.stringMatching(/^The ticket .+ is linked to a problem already; detach it first\.$/) } });
    expect(refused.body.message).toContain(number);
    expect(await written()).toEqual(before);
    expect(await problemsOf(free)).toEqual([]);
  });

  it('answers 200 and changes nothing when the ticket is on that problem already', async () => {
    const [held] = await rows(app(), "SELECT owner_id, target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets' ORDER BY target_id LIMIT 1");
    const before = await written();
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${held.owner_id}`, payload: { ticket_ids: [held.target_id] } }))
      .toMatchObject({ status: 200, body: { success: true } });
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${held.target_id}/${held.owner_id}` }))
      .toMatchObject({ status: 200, body: { success: true } });
    expect(await written()).toEqual(before);
  });

  it('refuses to detach a ticket the problem does not hold (404, nothing changed)', async () => {
    const ticket = await freeTicket();
    const before = await written();
    expect(await call(app(), s.agent, { method: 'DELETE', url: `${API}/problem-detach-ticket/1/${ticket}` })).toMatchObject({ status: 404, body: { success: false } });
    expect(await written()).toEqual(before);
  });
});

describe('a ticket and its changes', () => {
  it("stores 'initiated' as the change's 'causing', lists it back as initiated and detaches it by that type", async () => {
    const ticket = await freeTicket();
    const attach = await call(app(), s.agent, { method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 2, type: 'initiated' } });
    expect(attach.status).toBe(200);
    expect(await rows(app(), "SELECT attribute FROM record_links WHERE owner = 'change' AND owner_id = 2 AND link = 'tickets' AND target_id = ?", ticket)).toEqual([{ attribute: 'causing' }]);
    const listed = await call(app(), s.agent, { method: 'GET', url: `${API}/attached-change/ticket?ticket_id=${ticket}` });
    expect(listed.body.data.changes.find((change: { id: number }) => change.id === 2)).toMatchObject({ type: 'initiated' });
    const url = `${API}/detach-change/ticket?ticket_id=${ticket}&change_id=2&type=initiated`;
    expect((await call(app(), s.agent, { method: 'DELETE', url })).status).toBe(200);
    // Detaching what is not attached: 404 and nothing changed.
    const before = await links();
    expect(await call(app(), s.agent, { method: 'DELETE', url })).toMatchObject({ status: 404, body: { success: false } });
    expect(await links()).toEqual(before);
  });
});

describe('a ticket and its changes: the type', () => {
  it.each([['causing'], ['other'], ['']])("refuses type '%s' as the link machinery refuses a bad attribute value (412), storing nothing", async (type) => {
    const ticket = await freeTicket();
    const before = await written();
    const refused = await call(app(), s.agent, { method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 2, type } });
    expect(refused).toMatchObject({ status: 412, body: { success: false, message: { type: type === '' ? 'This field is required.' : 'The selected type is invalid.' } } });
    expect(await written()).toEqual(before);
  });
});

describe('a ticket and its assets', () => {
  it('attaches by ticket_id and asset_ids, and a detach of an asset not attached is a 404 with nothing changed', async () => {
    const ticket = await freeTicket();
    expect((await call(app(), s.agent, { method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [5] } })).status).toBe(200);
    expect((await call(app(), s.agent, { method: 'DELETE', url: `${API}/detach-asset/${ticket}/5` })).status).toBe(200);
    const before = await links();
    expect(await call(app(), s.agent, { method: 'DELETE', url: `${API}/detach-asset/${ticket}/5` })).toMatchObject({ status: 404, body: { success: false } });
    expect(await links()).toEqual(before);
  });

  it('answers the contracts of the assets the ticket holds', async () => {
    const ticket = await freeTicket();
    const [pair] = await rows(app(), "SELECT owner_id, target_id FROM record_links WHERE owner = 'contract' AND link = 'assets' ORDER BY owner_id LIMIT 1");
    await call(app(), s.agent, { method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [pair.target_id] } });
    const { status, body } = await call(app(), s.agent, { method: 'GET', url: `${API}/contract/ticket/${ticket}` });
    expect(status).toBe(200);
    expect(body.data.contracts.map((contract: { id: number }) => contract.id)).toContain(pair.owner_id);
    expect(body.data.contracts[0]).toHaveProperty('cost');
  });

  it("answers an organisation's contracts, and 404 for an organisation that does not exist", async () => {
    const { status, body } = await call(app(), s.agent, { method: 'GET', url: '/service-desk/contract/organization/1' });
    expect(status).toBe(200);
    expect(Array.isArray(body.data.contracts)).toBe(true);
    expect((await call(app(), s.agent, { method: 'GET', url: '/service-desk/contract/organization/999999' })).status).toBe(404);
    expect((await call(app(), s.user, { method: 'GET', url: '/service-desk/contract/organization/1' })).status).toBe(403);
  });
});

describe('each ticket-panel call behind its permission', () => {
  const agentId = async () => (await rows(app(), "SELECT id FROM users WHERE email = 'agent@example.com'"))[0].id as number;
  /** The administrator's attach-permissions: the agent holds the whole set but `without`. */
  const grantAllBut = async (without?: PermissionName) => call(app(), s.admin, {
    method: 'POST', url: '/api/user/attach-permissions',
    payload: { _method: 'PATCH', user_id: await agentId(), permission_ids: AGENT_PERMISSIONS.filter(({ key }) => key !== without).map(({ id }) => id) },
  });
  const problem = { subject: 'Badge reader offline', description: '<p>Doors stay shut.</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3' };
  type Request = Parameters<typeof call>[2];
  // Each call is one the agent could make with the permission (checked after the 403): `ready` makes what a detach detaches.
  const calls: Array<{ flag: PermissionName; request: (ticket: number) => Request; ready?: (ticket: number) => Request }> = [
    { flag: 'show_attach_assets', request: (ticket) => ({ method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [6] } }) },
    {
      flag: 'show_detach_asset',
      ready: (ticket) => ({ method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [6] } }),
      request: (ticket) => ({ method: 'DELETE', url: `${API}/detach-asset/${ticket}/6` }),
    },
    { flag: 'show_attach_existing_problem', request: (ticket) => ({ method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/1` }) },
    {
      flag: 'show_detach_problem',
      ready: (ticket) => ({ method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/1` }),
      request: (ticket) => ({ method: 'DELETE', url: `${API}/problem-detach-ticket/1/${ticket}` }),
    },
    { flag: 'show_attach_new_problem', request: (ticket) => ({ method: 'POST', url: `${API}/problem/?ticket_id=${ticket}`, ...multipartBody(problem) }) },
    { flag: 'attach_change_initiated', request: (ticket) => ({ method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 2, type: 'initiated' } }) },
    { flag: 'attach_change_initiating', request: (ticket) => ({ method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 3, type: 'initiating' } }) },
    {
      flag: 'detach_change',
      ready: (ticket) => ({ method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 2, type: 'initiated' } }),
      request: (ticket) => ({ method: 'DELETE', url: `${API}/detach-change/ticket?ticket_id=${ticket}&change_id=2&type=initiated` }),
    },
  ];

  it.each(calls)('answers 403 without $flag and changes nothing; with it the same call succeeds', async ({ flag, request, ready }) => {
    const ticket = await freeTicket();
    if (ready) expect((await call(app(), s.agent, ready(ticket))).status).toBe(200);
    expect((await grantAllBut(flag)).status).toBe(200);
    try {
      const before = await written();
      expect(await call(app(), s.agent, request(ticket)))
        .toMatchObject({ status: 403, body: { success: false, message: 'You do not have the permission to do this.' } });
      expect(await written()).toEqual(before);
    } finally {
      expect((await grantAllBut()).status).toBe(200);
    }
    const allowed = await call(app(), s.agent, request(ticket));
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});
