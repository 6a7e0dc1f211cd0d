// The asset detail page's server side: the read record with its custom-value
// lists, the asset-action flags gating the associated tabs, the associated lists by asset_ids[], and
// attach-asset-services / detach-asset-services, which write the same pairs as the other side's own
// assets link (an inverse link), so a problem attached here is the problem's asset there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, agent, user } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const attach = (asset: number, payload: object, session = agent) => call(built.app, session, { method: 'POST', url: `${API}/attach-asset-services/${asset}`, payload });
const detach = (asset: number, payload: object) => call(built.app, agent, { method: 'DELETE', url: `${API}/detach-asset-services/${asset}`, payload });
const flags = async (asset: number) => (await get(`${API}/asset-action/${asset}`)).body.data.asset_actions;
const idsOf = (list: Array<{ id: number }>) => list.map((row) => row.id);
const pairCount = async () => (await rows(built.app, 'SELECT COUNT(*) AS n FROM record_links'))[0].n as number;

/** Each type the original takes, with the list the asset page reads it from and that list's key. */
const TYPES = [
  { type: 'sd_problem', list: (a: number) => `${API}/problem-list?asset_ids[]=${a}`, key: 'problems', owner: 'problem', flag: 'associated_problems_tab_viewable', noun: 'Problem' },
  { type: 'sd_changes', list: (a: number) => `${API}/change-list?asset_ids[]=${a}`, key: 'changes', owner: 'change', flag: 'associated_changes_tab_viewable', noun: 'Change' },
  { type: 'sd_releases', list: (a: number) => `${API}/release-list?asset_ids[]=${a}`, key: 'releases', owner: 'release', flag: 'associated_releases_tab_viewable', noun: 'Release' },
  { type: 'sd_contracts', list: (a: number) => `${API}/contract-list?asset_ids[]=${a}`, key: 'contracts', owner: 'contract', flag: 'associated_contracts_tab_viewable', noun: 'Contract' },
  { type: 'tickets', list: (a: number) => `${API}/ticket-list?asset-ids[]=${a}`, key: 'tickets', owner: 'ticket', flag: 'associated_tickets_tab_viewable', noun: 'Ticket' },
];
const listed = async (url: string, key: string) => idsOf((await get(url)).body.data[key]);

describe('the asset read record', () => {
  it('carries the custom-value lists: x-custom properties, the type\'s form-group values, and an empty department list', async () => {
    const { status, body } = await get(`${API}/asset/1`);
    expect(status).toBe(200);
    const custom = body.data.custom_field_values_for_asset_form_builder_only as Array<{ label: string; value: unknown; field_type: string }>;
    expect(custom.map((item) => item.label)).toEqual(expect.arrayContaining(['Serial number', 'Warranty expires on']));
    expect(custom.find((item) => item.label === 'Warranty expires on')?.field_type).toBe('date');
    expect(Array.isArray(body.data.custom_field_values_for_asset_type)).toBe(true);
    expect(body.data.custom_field_values_for_department).toEqual([]);
    expect(body.data).toMatchObject({ asset_type: { id: expect.any(Number) }, name: expect.any(String) });
  });
});

describe('asset-action', () => {
  it('grants edit, delete and attach to agents, and each tab flag only while something of its kind is linked', async () => {
    // Asset 1 holds seeded problems, tickets, releases and contracts, but no change.
    expect(await flags(1)).toEqual({
      edit_asset: true, delete_asset: true, attach_tickets: true, attach_problems: true, attach_changes: true, attach_releases: true, attach_contracts: true,
      associated_tickets_tab_viewable: true, associated_problems_tab_viewable: true, associated_changes_tab_viewable: false,
      associated_releases_tab_viewable: true, associated_contracts_tab_viewable: true,
    });
    // Assets at positions 2, 5, ... hold no problem.
    expect((await flags(3)).associated_problems_tab_viewable).toBe(false);
    expect((await get(`${API}/asset-action/99999`)).status).toBe(404);
  });
});

describe('attach and detach per type', () => {
  it.each(TYPES)('$type: attaches from the asset, lists it, shows the tab, logs both sides, and detaches', async ({ type, list, key, owner, flag, noun }) => {
    const asset = 42;
    const candidates = (await get(`${list(asset).split('?')[0]}?asset_id[0]=${asset}&limit=5&sort-field=id&sort-order=asc`)).body.data[key] as Array<{ id: number }>;
    const target = candidates[0].id;
    const before = await listed(list(asset), key);
    expect(before).not.toContain(target);
    const attached = await attach(asset, { type, type_ids: [target] });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toEqual({ success: true, message: `${noun} attached successfully.` });
    expect(await listed(list(asset), key)).toContain(target);
    // The pair is the other side's own assets link.
    expect(await rows(built.app, 'SELECT owner, link, target FROM record_links WHERE owner = ? AND owner_id = ? AND target_id = ?', owner, target, asset))
      .toEqual([{ owner, link: 'assets', target: 'asset' }]);
    expect((await flags(asset))[flag]).toBe(true);
    // The picker's exclude filter now leaves it out.
    expect(idsOf((await get(`${list(asset).split('?')[0]}?asset_id[0]=${asset}&limit=100`)).body.data[key])).not.toContain(target);
    const assetLog = (await get(`${API}/asset-log/${asset}`)).body.data.asset_activity_logs.data.map((entry: { name: string }) => entry.name);
    expect(assetLog[0]).toContain(`attached ${owner}`);

    const detached = await detach(asset, { type, type_ids: target });
    expect(detached.body).toEqual({ success: true, message: `${noun} detached successfully.` });
    expect(await listed(list(asset), key)).not.toContain(target);
  });

  it('shows on the other side: a problem attached from the asset lists the asset, and its log says so', async () => {
    const asset = 45;
    const problem = 2;
    expect((await attach(asset, { type: 'sd_problem', type_ids: problem })).status).toBe(200);
    expect(idsOf((await get(`${API}/problem/${problem}`)).body.data.assets)).toContain(asset);
    expect(idsOf((await get(`${API}/asset-list?problem_ids[0]=${problem}&limit=100`)).body.data.data)).toContain(asset);
    const log = (await get(`${API}/problem-log/${problem}`)).body.data.problem_activity_logs.data.map((entry: { name: string }) => entry.name);
    expect(log[0]).toMatch(/attached asset <em>AST-0045/);
    // Detached from the problem's side, it is gone from the asset's list too.
    expect((await call(built.app, agent, { method: 'DELETE', url: `${API}/problem-detach-asset/${problem}/${asset}` })).status).toBe(200);
    expect(await listed(`${API}/problem-list?asset_ids[]=${asset}`, 'problems')).not.toContain(problem);
  });

  it('reads multipart too, and skips what is attached already', async () => {
    const asset = 46;
    // Releases 2 and 4 are open (the demo completes release 3, which then takes no asset).
    const form = multipartBody({ type: 'sd_releases', 'type_ids[0]': '2', 'type_ids[1]': '4' });
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/attach-asset-services/${asset}`, ...form })).status).toBe(200);
    const pairs = await pairCount();
    expect((await attach(asset, { type: 'sd_releases', type_ids: [2, 4] })).status).toBe(200);
    expect(await pairCount()).toBe(pairs);
    expect(await listed(`${API}/release-list?asset_ids[]=${asset}`, 'releases')).toEqual(expect.arrayContaining([2, 4]));
  });
});

describe('bad input', () => {
  it('refuses a missing or unknown type and empty or unknown ids with 412, writing nothing', async () => {
    const pairs = await pairCount();
    expect((await attach(10, { type_ids: [1] })).body).toEqual({ success: false, message: { type: 'This field is required.' } });
    expect((await attach(10, { type: 'sd_assets', type_ids: [1] })).body).toEqual({ success: false, message: { type: 'The selected type is invalid.' } });
    const empty = await attach(10, { type: 'sd_problem', type_ids: [] });
    expect(empty.status).toBe(412);
    expect(empty.body.message).toEqual({ type_ids: 'Please select problems.' });
    expect((await attach(10, { type: 'tickets' })).body.message).toEqual({ type_ids: 'Please select tickets.' });
    expect((await attach(10, { type: 'sd_changes', type_ids: [999999] })).body.message).toEqual({ type_ids: 'The selected change 999999 does not exist.' });
    expect((await detach(10, { type: 'sd_whatever', type_ids: [1] })).body.message).toEqual({ type: 'The selected type is invalid.' });
    expect(await pairCount()).toBe(pairs);
  });

  it('answers 404 for an unknown asset', async () => {
    expect((await attach(99999, { type: 'sd_problem', type_ids: [1] })).status).toBe(404);
  });

  it('refuses a detach of something not attached with 404 and detaches nothing of the request', async () => {
    const asset = 3;
    const held = await listed(`${API}/ticket-list?asset-ids[]=${asset}`, 'tickets');
    expect(held.length).toBeGreaterThan(0);
    const stranger = (await get(`${API}/ticket-list?asset_id[0]=${asset}&limit=1`)).body.data.tickets[0].id as number;
    const refused = await detach(asset, { type: 'tickets', type_ids: [held[0], stranger] });
    expect(refused.status).toBe(404);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/is not attached to this asset\.$/);
    expect(await listed(`${API}/ticket-list?asset-ids[]=${asset}`, 'tickets')).toEqual(held);
  });

  it('refuses to attach a closed problem with its lock message', async () => {
    // The demo closes the problem at position 7 (id 8).
    const refused = await attach(12, { type: 'sd_problem', type_ids: [8] });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: 'The problem is closed and can not be changed.' } });
    expect(await listed(`${API}/problem-list?asset_ids[]=12`, 'problems')).not.toContain(8);
  });

  it('keeps host users out', async () => {
    expect((await attach(10, { type: 'sd_problem', type_ids: [1] }, user)).status).toBe(403);
  });
});

describe('contracts', () => {
  it('lists seeded contracts with the fields the associated tab reads', async () => {
    const { body } = await get(`${API}/contract-list?asset_ids[]=1`);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.contracts[0]).toMatchObject({
      name: expect.any(String), contract_type: { name: expect.any(String) }, contract_status: { name: expect.any(String) },
      contract_renewal_status: { name: expect.any(String) }, vendor: { id: expect.any(Number), name: expect.any(String) },
      contract_end_date: expect.any(String), created_at: expect.any(String),
    });
    expect((await get(`${API}/dependency/contracts`)).body.data.contracts[0].name).toMatch(/^CTR-0001 /);
  });
});
