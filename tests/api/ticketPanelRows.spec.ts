// The rows the ticket panel reads: an asset row carries the contract holding
// it ('contract {id, name; may be an empty list}'), a ticket's change row its change_number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, signedIn, type SignedIn } from './helpers';

const API = '/service-desk/api';
let s: SignedIn;
beforeAll(async () => { s = await signedIn(); });
afterAll(() => s.built.close());

const app = () => s.built.app;
const get = (url: string) => call(app(), s.agent, { method: 'GET', url });
/** Assets no contract holds, highest id first. */
const freeAssets = async () => (await rows(app(), "SELECT id FROM sd_assets WHERE id NOT IN (SELECT target_id FROM record_links WHERE owner = 'contract' AND link = 'assets') ORDER BY id DESC"))
  .map((row) => row.id as number);
/** Contracts that take assets (not in the locked state), lowest id first. */
const openContracts = async () => (await rows(app(), 'SELECT id, name FROM sd_contracts WHERE status_id <> 6 ORDER BY id')) as Array<{ id: number; name: string }>;
/** The contract the server should name for each asset: the newest (highest id) holding it. */
const expectedContracts = async () => new Map((await rows(app(), `SELECT newest.asset, c.id, c.name FROM (SELECT target_id AS asset, MAX(owner_id) AS id FROM record_links
  WHERE owner = 'contract' AND link = 'assets' GROUP BY target_id) newest JOIN sd_contracts c ON c.id = newest.id`))
  .map((row) => [row.asset as number, { id: row.id as number, name: row.name as string }]));
const assetRow = async (id: number) => (await get(`${API}/asset-list?asset_ids[0]=${id}`)).body.data.data[0];

describe('asset rows and the contract holding them', () => {
  it('read an asset no contract holds with contract [] in the list and on its own page', async () => {
    const [free] = await freeAssets();
    expect((await assetRow(free)).contract).toEqual([]);
    expect((await get(`${API}/asset/${free}`)).body.data.contract).toEqual([]);
  });

  it('read the newest contract holding the asset as {id, name}, whatever order they attached it in', async () => {
    const [asset] = await freeAssets();
    const [older, newer] = (await openContracts()).slice(-2);
    for (const contract of [newer, older]) {
      const attached = await call(app(), s.agent, { method: 'POST', url: `${API}/contract-attach-asset?contract_id=${contract.id}`, payload: { asset_ids: [asset] } });
      expect(attached.status).toBe(200);
    }
    expect((await assetRow(asset)).contract).toEqual({ id: newer.id, name: newer.name });
    expect((await get(`${API}/asset/${asset}`)).body.data.contract).toEqual({ id: newer.id, name: newer.name });
    expect((await call(app(), s.agent, { method: 'DELETE', url: `${API}/contract-detach-asset/${newer.id}/${asset}` })).status).toBe(200);
    expect((await assetRow(asset)).contract).toEqual({ id: older.id, name: older.name });
  });

  it('give every row of a page its own contract, or [] (the seed holds some assets in contracts)', async () => {
    const { status, body } = await get(`${API}/asset-list?limit=50&sort-field=id&sort-order=asc`);
    expect(status).toBe(200);
    const expected = await expectedContracts();
    const page = body.data.data as Array<{ id: number; contract: unknown }>;
    expect(page.some((row) => expected.has(row.id)) && page.some((row) => !expected.has(row.id))).toBe(true);
    for (const row of page) expect(row.contract, `asset ${row.id}`).toEqual(expected.get(row.id) ?? []);
  });

  it("answer a ticket's assets in the panel's row shape: id, name, managed_by and used_by full names, contract", async () => {
    const [asset] = await freeAssets();
    const [ticket] = await rows(app(), 'SELECT id FROM tickets ORDER BY id DESC LIMIT 1');
    const [contract] = await openContracts();
    await call(app(), s.agent, { method: 'POST', url: `${API}/contract-attach-asset?contract_id=${contract.id}`, payload: { asset_ids: [asset] } });
    expect((await call(app(), s.agent, { method: 'POST', url: `${API}/ticket-attach-assets`, payload: { ticket_id: ticket.id, asset_ids: [asset] } })).status).toBe(200);
    const { body } = await get(`${API}/asset-list?ticket_ids[0]=${ticket.id}`);
    const row = body.data.data.find((candidate: { id: number }) => candidate.id === asset);
    expect(row).toMatchObject({ id: asset, name: expect.any(String), contract: { id: contract.id, name: contract.name } });
    expect(row).toHaveProperty('managed_by.full_name');
    expect(row).toHaveProperty('used_by.full_name');
  });
});

describe("a ticket's change rows", () => {
  it('carry change_number (the change identifier) beside subject, type and id', async () => {
    const [ticket] = await rows(app(), 'SELECT id FROM tickets ORDER BY id DESC LIMIT 1');
    const [change] = await rows(app(), "SELECT id, identifier, subject FROM sd_changes WHERE identifier <> '' ORDER BY id LIMIT 1");
    const attach = await call(app(), s.agent, { method: 'POST', url: `${API}/attach-change/ticket`, payload: { ticket_id: ticket.id, change_id: change.id, type: 'initiating' } });
    expect(attach.status).toBe(200);
    const { status, body } = await get(`${API}/attached-change/ticket?ticket_id=${ticket.id}`);
    expect(status).toBe(200);
    const row = body.data.changes.find((candidate: { id: number }) => candidate.id === change.id);
    expect(row).toMatchObject({ id: change.id, change_number: change.identifier, identifier: change.identifier, subject: change.subject, type: 'initiating' });
  });
});
