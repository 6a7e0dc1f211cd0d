// Custom-field filters: the pure parser, the change list's Risk custom field through the real server,
// and an administrator's new x-custom properties (every filter type) on a copy of the resource files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomFilter } from '../../src/kernel';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { parseCustomFilter } from '../../server/routes/resources/parseCustomFilter';
import { build, call, login, multipartBody, type Built, type Session, signedIn } from './helpers';

const API = '/service-desk/api';
const RISK: CustomFilter = { key: 'risk', label: 'Risk', type: 'choice', options: ['Low', 'Medium', 'High'].map((id) => ({ id, name: id })) };

describe('parseCustomFilter', () => {
  it.each([
    [RISK, { 'risk[0]': 'Low', 'risk[1]': 'High' }, [{ kind: 'ids', field: 'risk', values: ['Low', 'High'], inList: false }]],
    [RISK, { risk: 'Medium' }, [{ kind: 'ids', field: 'risk', values: ['Medium'], inList: false }]],
    [RISK, {}, []],
    [{ key: 'ok', label: 'OK', type: 'boolean', options: [{ id: 1, name: 'Yes' }, { id: 0, name: 'No' }] }, { 'ok[]': '0' },
      [{ kind: 'ids', field: 'ok', values: [0], inList: false }]],
    [{ key: 'owner_id', label: 'Owner', type: 'reference', lookup: '/x' }, { 'owner_id[0]': '7' }, [{ kind: 'ids', field: 'owner_id', values: [7], inList: false }]],
    [{ key: 'cost', label: 'Cost', type: 'number' }, { 'cost[0]': '12.5' }, [{ kind: 'ids', field: 'cost', values: [12.5], inList: false }]],
    [{ key: 'due', label: 'Due', type: 'daterange' }, { due: 'date::2026-01-01 00:00:00~' }, [{ kind: 'daterange', field: 'due', from: '2026-01-01 00:00:00' }]],
    [{ key: 'notes', label: 'Notes', type: 'text' }, { notes: '  vpn ' }, [{ kind: 'contains', field: 'notes', term: 'vpn' }]],
    [{ key: 'notes', label: 'Notes', type: 'text' }, { notes: '   ' }, []],
  ] as Array<[CustomFilter, Record<string, string>, unknown[]]>)('%j reads %j', (filter, query, parsed) => {
    expect(parseCustomFilter(filter, query)).toEqual(parsed);
  });

  it.each([
    [RISK, { 'risk[0]': 'Severe' }, 'The risk must be one of: Low, Medium, High.'],
    [RISK, { 'risk[0]': 'low' }, 'The risk must be one of: Low, Medium, High.'],
    [{ key: 'ok', label: 'OK', type: 'boolean', options: [{ id: 1, name: 'Yes' }, { id: 0, name: 'No' }] }, { ok: 'true' }, 'The ok must be one of: 1, 0.'],
    [{ key: 'owner_id', label: 'Owner', type: 'reference', lookup: '/x' }, { owner_id: 'x' }, 'The owner_id must be a list of integers.'],
    [{ key: 'cost', label: 'Cost', type: 'number' }, { cost: '1e9' }, 'The cost must be a list of numbers.'],
    [{ key: 'due', label: 'Due', type: 'daterange' }, { due: '2026-01-01' }, /^The due must be date::/],
    [{ key: 'notes', label: 'Notes', type: 'text' }, { notes: ['a', 'b'] }, 'The notes must be a single value.'],
  ] as Array<[CustomFilter, Record<string, string | string[]>, string | RegExp]>)('%j refuses %j', (filter, query, message) => {
    expect(() => parseCustomFilter(filter, query)).toThrow(message);
  });
});

describe('the change list by its Risk custom field', () => {
  let built: Built;
  let agent: Session;
  beforeAll(async () => { ({ built, agent } = await signedIn()); });
  afterAll(() => built.close());
  const get = (url: string) => call(built.app, agent, { method: 'GET', url });
  const risks = async (query: string) =>
    (await get(`${API}/change-list?limit=100&${query}`)).body.data.changes.map((c: { risk: string | null }) => c.risk);

  it('lists the custom fields with key, label, type and options', async () => {
    const { status, body } = await get(`${API}/change-custom-field-list`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { custom_fields: [RISK] } });
  });

  it('filters by one or several options, alone or with the declared filters', async () => {
    const high = await risks('risk[0]=High');
    expect(high.length).toBeGreaterThan(3);
    expect(new Set(high)).toEqual(new Set(['High']));
    expect(new Set(await risks('risk[0]=Low&risk[1]=High'))).toEqual(new Set(['Low', 'High']));
    expect(await risks('risk=High')).toEqual(high);
    const all = (await get(`${API}/change-list?limit=100&status_ids[0]=1`)).body.data.changes as Array<{ risk: string }>;
    const both = (await get(`${API}/change-list?limit=100&status_ids[0]=1&risk[0]=Medium`)).body.data.changes as Array<{ id: number }>;
    expect(both.map((c) => c.id)).toEqual(all.filter((c) => c.risk === 'Medium').map((c) => (c as unknown as { id: number }).id));
  });

  it('refuses a value that is not an option, like the declared filters refuse bad ids', async () => {
    expect(await get(`${API}/change-list?risk[0]=Severe`)).toMatchObject({ status: 400, body: { success: false, message: 'The risk must be one of: Low, Medium, High.' } });
    expect(await get(`${API}/change-list?status_ids[0]=x`)).toMatchObject({ status: 400 });
  });

  it('needs a signed-in agent', async () => {
    expect((await call(built.app, undefined, { method: 'GET', url: `${API}/change-custom-field-list` })).status).toBe(401);
  });
});

describe('custom fields an administrator adds to the resource file', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-custom-'));
  let built: Built;
  let admin: Session;
  const created: Record<string, number> = {};
  beforeAll(async () => {
    const schemasDir = join(work, 'schemas');
    cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
    const file = join(schemasDir, 'change.json');
    const change = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(change.properties, {
      reviewed: { type: 'boolean', title: 'Reviewed', 'x-custom': true },
      window_start: { type: 'string', format: 'date-time', title: 'Window start', 'x-custom': true },
      affected: { type: 'string', title: 'Affected services', maxLength: 200, 'x-custom': true },
      downtime: { type: 'integer', title: 'Downtime (minutes)', 'x-custom': true },
      approver_id: { type: 'integer', title: 'Approver', 'x-ref': { lookup: '/api/dependency/users' }, 'x-custom': true },
      // Already filtered by the list: keeps its declared filter instead of a second one.
      department_id: { ...change.properties.department_id, 'x-custom': true },
    });
    writeFileSync(file, JSON.stringify(change));
    built = await build({ schemasDir });
    admin = await login(built.app);
    const base = { description: '<p>Custom</p>', requester_id: '4', status_id: '1', change_type_id: '2' };
    const rows: Array<[string, Record<string, string>]> = [
      ['Mail', { reviewed: '1', affected: 'Mail and VPN', downtime: '30', approver_id: '2' }],
      ['Print', { reviewed: '0', affected: 'Printers', downtime: '5', approver_id: '3' }],
    ];
    for (const [subject, fields] of rows) {
      const { body } = await call(built.app, admin, { method: 'POST', url: `${API}/change`, ...multipartBody({ ...base, subject, ...fields }) });
      created[subject] = body.data.id;
    }
    // Stored as the server stores times; how a form writes one is the form's business, not the filter's.
    const setWindow = 'UPDATE sd_changes SET window_start = ? WHERE id = ?';
    await built.app.db.run(setWindow, ['2026-05-02 22:00:00', created.Mail]);
    await built.app.db.run(setWindow, ['2026-06-01 08:30:00', created.Print]);
  });
  afterAll(async () => { await built.close(); rmSync(work, { recursive: true, force: true }); });

  const subjects = async (query: string) => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: `${API}/change-list?limit=100&${query}` });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.changes.map((c: { subject: string }) => c.subject).filter((s: string) => s === 'Mail' || s === 'Print').sort();
  };

  it('lists each new field with no code: a boolean, a date range, a text, a number and a reference', async () => {
    const { body } = await call(built.app, admin, { method: 'GET', url: `${API}/change-custom-field-list` });
    expect(body.data.custom_fields).toEqual([
      RISK,
      { key: 'reviewed', label: 'Reviewed', type: 'boolean', options: [{ id: 1, name: 'Yes' }, { id: 0, name: 'No' }] },
      { key: 'window_start', label: 'Window start', type: 'daterange' },
      { key: 'affected', label: 'Affected services', type: 'text' },
      { key: 'downtime', label: 'Downtime (minutes)', type: 'number' },
      { key: 'approver_id', label: 'Approver', type: 'reference', lookup: '/api/dependency/users' },
    ]);
  });

  it('filters the list by each of them', async () => {
    expect(await subjects('reviewed[0]=1')).toEqual(['Mail']);
    expect(await subjects('reviewed[0]=0')).toEqual(['Print']);
    expect(await subjects('window_start=date::2026-05-01 00:00:00~2026-05-31 23:30:00')).toEqual(['Mail']);
    expect(await subjects('affected=%20printers%20')).toEqual(['Print']);
    expect(await subjects('affected=50%25')).toEqual([]);
    expect(await subjects('downtime[0]=5&downtime[1]=30')).toEqual(['Mail', 'Print']);
    expect(await subjects('approver_id[0]=2')).toEqual(['Mail']);
    expect(await subjects('reviewed[0]=1&affected=printers')).toEqual([]);
  });

  it('refuses bad values with the field named', async () => {
    for (const [query, message] of [
      ['reviewed=yes', 'The reviewed must be one of: 1, 0.'],
      ['downtime=ten', 'The downtime must be a list of numbers.'],
      ['approver_id[0]=me', 'The approver_id must be a list of integers.'],
      ['window_start=tomorrow', /^The window_start must be date::/],
    ] as Array<[string, string | RegExp]>) {
      const { status, body } = await call(built.app, admin, { method: 'GET', url: `${API}/change-list?${query}` });
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
  });
});
