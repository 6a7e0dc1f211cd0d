// The ticket panel's calls (spec §7 'Permissions and panels'): a ticket's assets, its one problem and
// its changes, through the x-links of schemas/ticket.json, each behind its service-desk permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, signedIn, type SignedIn } from './helpers';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); });
afterAll(() => s.built.close());

const app = () => s.built.app;
/** A ticket no problem holds (the seed leaves some free). */
const freeTicket = () => rows(app(), `SELECT id FROM tickets WHERE id NOT IN (SELECT target_id FROM record_links WHERE owner = 'problem' AND link = 'tickets') ORDER BY id DESC`)[0].id as number;
const problemsOf = (ticket: number) => rows(app(), "SELECT owner_id FROM record_links WHERE owner = 'problem' AND link = 'tickets' AND target_id = ?", ticket).map((row) => row.owner_id);
const links = () => rows(app(), 'SELECT * FROM record_links ORDER BY owner, owner_id, link, target_id');

describe('a ticket and its problem', () => {
  it('attaches an existing problem, and refuses a second one (400, nothing written)', async () => {
    const ticket = freeTicket();
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/1` })).toMatchObject({ status: 200, body: { success: true } });
    expect(problemsOf(ticket)).toEqual([1]);
    const before = links();
    const second = await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/2` });
    expect(second).toMatchObject({ status: 400, body: { success: false, message: 'A ticket can be linked to at most 1 problem; detach it first.' } });
    expect(links()).toEqual(before);
  });

  it('refuses a problem that does not exist (404, nothing written)', async () => {
    const ticket = freeTicket();
    const before = links();
    expect(await call(app(), s.agent, { method: 'POST', url: `${API}/problem-attach-ticket/${ticket}/999999` }))
      .toMatchObject({ status: 404, body: { success: false, message: 'The problem does not exist.' } });
    expect(links()).toEqual(before);
  });
});

describe('a ticket and its changes', () => {
  it("stores 'initiated' as the change's 'causing', lists it back as initiated and detaches it by that type", async () => {
    const ticket = freeTicket();
    const attach = await call(app(), s.agent, { method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket, change_id: 2, type: 'initiated' } });
    expect(attach.status).toBe(200);
    expect(rows(app(), "SELECT attribute FROM record_links WHERE owner = 'change' AND owner_id = 2 AND link = 'tickets' AND target_id = ?", ticket)).toEqual([{ attribute: 'causing' }]);
    const listed = await call(app(), s.agent, { method: 'GET', url: `${API}/attached-change/ticket?ticket_id=${ticket}` });
    expect(listed.body.data.changes.find((change: { id: number }) => change.id === 2)).toMatchObject({ type: 'initiated' });
    const url = `${API}/detach-change/ticket?ticket_id=${ticket}&change_id=2&type=initiated`;
    expect((await call(app(), s.agent, { method: 'DELETE', url })).status).toBe(200);
    // Detaching what is not attached: 404 and nothing changed.
    const before = links();
    expect(await call(app(), s.agent, { method: 'DELETE', url })).toMatchObject({ status: 404, body: { success: false } });
    expect(links()).toEqual(before);
  });
});

describe('a ticket and its assets', () => {
  it('attaches by ticket_id and asset_ids, and a detach of an asset not attached is a 404 with nothing changed', async () => {
    const ticket = freeTicket();
    expect((await call(app(), s.agent, { method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket, asset_ids: [5] } })).status).toBe(200);
    expect((await call(app(), s.agent, { method: 'DELETE', url: `${API}/detach-asset/${ticket}/5` })).status).toBe(200);
    const before = links();
    expect(await call(app(), s.agent, { method: 'DELETE', url: `${API}/detach-asset/${ticket}/5` })).toMatchObject({ status: 404, body: { success: false } });
    expect(links()).toEqual(before);
  });

  it('answers the contracts of the assets the ticket holds', async () => {
    const ticket = freeTicket();
    const [pair] = rows(app(), "SELECT owner_id, target_id FROM record_links WHERE owner = 'contract' AND link = 'assets' ORDER BY owner_id LIMIT 1");
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
