// The contract list through the real server: number
// ranges and their min/max, filters on array properties, the derived expiry, the CSV export and the
// vendor page's contracts. The contracts are written straight into the table so every figure is known;
// a copy of the schemas adds the rich-text description to the list's columns, to see it exported as text.
import Papa from 'papaparse';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../server/loadResources';
import { now } from '../../server/time';
import { call, signedIn, type SignedIn } from './helpers';

const LIST = '/service-desk/api/contract-list';
const EXPORT = '/service-desk/contract/export';
const DAY = 86_400_000;
const inDays = (days: number) => `${now(new Date(Date.now() + days * DAY)).slice(0, 10)} 12:00:00`;

interface Contract {
  name: string; identifier: string; cost: number; status_id: number; end: string; vendor_id: number;
  notify_before: number | null; user_ids: number[] | null; notify_to: Array<number | string> | null; organization_ids: number[] | null;
}

const CONTRACTS: Contract[] = [
  { name: 'Alpha support', identifier: '=SUM(A1:A9)', cost: 100, status_id: 1, end: inDays(20), vendor_id: 1, notify_before: 5,
    user_ids: [2], notify_to: [3, 'ops@example.com'], organization_ids: [1, 2] },
  { name: 'Beta lease', identifier: '+cmd', cost: 2500.5, status_id: 2, end: inDays(0), vendor_id: 2, notify_before: 30,
    user_ids: [4], notify_to: ['desk@example.com'], organization_ids: null },
  { name: '-Gamma care', identifier: '@risk', cost: 9999, status_id: 1, end: inDays(-100), vendor_id: 1, notify_before: null,
    user_ids: null, notify_to: [5], organization_ids: null },
  { name: 'Delta rental', identifier: '\tTAB', cost: 0, status_id: 3, end: inDays(800), vendor_id: 3, notify_before: null,
    user_ids: null, notify_to: null, organization_ids: null },
];

let ctx: SignedIn;
const work = mkdtempSync(join(tmpdir(), 'sd-contracts-'));

beforeAll(async () => {
  const schemasDir = join(work, 'schemas');
  cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
  const file = join(schemasDir, 'contract.json');
  const contract = JSON.parse(readFileSync(file, 'utf8'));
  contract['x-list'].columns.push('description');
  writeFileSync(file, JSON.stringify(contract));
  ctx = await signedIn({ schemasDir });
  const db = ctx.built.app.db;
  await db.run('DELETE FROM sd_contracts');
  const insert = `INSERT INTO sd_contracts (name, identifier, cost, status_id, renewal_status_id, contract_type_id, vendor_id,
    contract_start_date, contract_end_date, notify_before, user_ids, notify_to, organization_ids, description, created_at, updated_at)
    VALUES (?, ?, ?, ?, 1, 1, ?, '2024-01-01 00:00:00', ?, ?, ?, ?, ?, ?, ?, ?)`;
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  for (const c of CONTRACTS) {
    await db.run(insert, [c.name, c.identifier, c.cost, c.status_id, c.vendor_id, c.end, c.notify_before, json(c.user_ids), json(c.notify_to),
      json(c.organization_ids), `<p>Terms of <b>${c.name}</b> &amp; renewal</p>`, now(), now()]);
  }
});
afterAll(async () => { await ctx.built.close(); rmSync(work, { recursive: true, force: true }); });

const list = async (query: string) => {
  const sort = query.includes('sort-field=') ? '' : 'sort-field=name&sort-order=asc&';
  const { status, body } = await call(ctx.built.app, ctx.agent, { method: 'GET', url: `${LIST}?${sort}${query}` });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.contracts as Array<Record<string, any>>;
};
const names = async (query: string) => (await list(query)).map((row) => row.name);

describe('number ranges', () => {
  it.each([
    ['cost=100~2500.5', ['Alpha support', 'Beta lease']],
    ['cost=~100', ['Alpha support', 'Delta rental']],
    ['cost=1000~', ['-Gamma care', 'Beta lease']],
    ['cost=0~0', ['Delta rental']],
    ['cost=~', ['-Gamma care', 'Alpha support', 'Beta lease', 'Delta rental']],
    ['notify_before=10~', ['Beta lease']],
    ['cost=50~&notify_before=~5', ['Alpha support']],
  ])('%s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ['cost=abc', 'The cost must be a number range as from~to, e.g. 10~500, 10~ or ~500.'],
    ['cost=1~2~3', 'The cost must be a number range as from~to, e.g. 10~500, 10~ or ~500.'],
    ['cost=1e3~', 'The cost must be a number range as from~to, e.g. 10~500, 10~ or ~500.'],
    ['cost=500~10', 'The cost range must not end before it starts.'],
    ['notify_before=x~1', 'The notify_before must be a number range as from~to, e.g. 10~500, 10~ or ~500.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const { status, body } = await call(ctx.built.app, ctx.agent, { method: 'GET', url: `${LIST}?${query}` });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
  });

  it('answers the columns\' minimum and maximum with ranges=true, beside the total and without a page', async () => {
    const { status, body } = await call(ctx.built.app, ctx.agent, { method: 'GET', url: `${LIST}?ranges=true` });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { ranges: { cost: { min: 0, max: 9999 }, notify_before: { min: 5, max: 30 } } } });
  });
});

describe('filters on array properties', () => {
  it.each([
    ['user_ids[0]=2', ['Alpha support']],
    ['user_ids[0]=2&user_ids[1]=4', ['Alpha support', 'Beta lease']],
    ['user_ids[]=9', []],
    ['notify_agent_ids[0]=3', ['Alpha support']],
    ['notify_agent_ids[0]=5&notify_agent_ids[1]=3', ['-Gamma care', 'Alpha support']],
  ])('%s matches the rows whose list holds any of the ids', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });
});

describe('expiry', () => {
  it('reads as {title, timestamp, days} on the list rows, counted in days, months and years', async () => {
    const rows = await list('');
    const expiry = Object.fromEntries(rows.map((row) => [row.name, row.expiry]));
    expect(expiry).toEqual({
      'Alpha support': { title: 'Expires in 20 days', timestamp: CONTRACTS[0].end, days: 20 },
      'Beta lease': { title: 'Expires today', timestamp: CONTRACTS[1].end, days: 0 },
      '-Gamma care': { title: 'Expired 3 months ago', timestamp: CONTRACTS[2].end, days: -100 },
      'Delta rental': { title: 'Expires in 2 years', timestamp: CONTRACTS[3].end, days: 800 },
    });
  });

  it('reads on the record too, and the list still sorts by contract_end_date', async () => {
    const [first] = await list('');
    const { body } = await call(ctx.built.app, ctx.agent, { method: 'GET', url: `/service-desk/api/contract/${first.id}` });
    expect(body.data.contract.expiry).toEqual(first.expiry);
    const sorted = await list('sort-field=contract_end_date&sort-order=desc');
    expect(sorted.map((row) => row.name)).toEqual(['Delta rental', 'Alpha support', 'Beta lease', '-Gamma care']);
  });
});

describe('export', () => {
  const download = async (query = '', session = ctx.agent) => call(ctx.built.app, session, { method: 'GET', url: `${EXPORT}${query ? `?${query}` : ''}` });
  const parsed = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

  it('streams the list\'s columns under their titles, every filtered row in the list\'s sort, as a CSV attachment', async () => {
    const { status, response } = await download('cost=100~&sort-field=cost&sort-order=desc');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Contracts.csv"');
    const [header, ...rows] = parsed(response.body);
    expect(header).toEqual(['Identifier', 'Name', 'Cost', 'Expiry', 'Contract status', 'Renewal status', 'Vendor', 'Organization', 'Contract type', 'Description']);
    expect(rows.map((row) => row[1])).toEqual(["'-Gamma care", 'Beta lease', 'Alpha support']);
  });

  it('writes names rather than ids, and the date a countdown counts to', async () => {
    const [alpha] = await list('search-query=Alpha');
    const { response } = await download('search-query=Alpha');
    const [, row] = parsed(response.body);
    expect(row[3]).toBe(CONTRACTS[0].end);
    expect([row[4], row[5], row[6], row[8]]).toEqual([alpha.contract_status.name, alpha.contract_renewal_status.name, alpha.vendor.name, alpha.contract_type.name]);
    expect(row[6]).toMatch(/^[A-Z][a-z]+/);
  });

  it('neutralises formula cells, keeps numbers unquoted numbers and rich text as plain text', async () => {
    const { response } = await download('sort-field=name&sort-order=asc');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[1]).toMatch(/^'@risk,'-Gamma care,9999,/);
    expect(lines[1]).toMatch(/,Terms of -Gamma care & renewal$/);
    const cells = Object.fromEntries(parsed(response.body).slice(1).map((row) => [row[1].replace(/^'/, ''), row]));
    expect(cells['Alpha support'][0]).toBe("'=SUM(A1:A9)");
    expect(cells['Beta lease'][0]).toBe("'+cmd");
    expect(cells['Delta rental'][0]).toBe("'\tTAB");
    expect(lines.find((line) => line.includes('Beta lease'))).toContain(',2500.5,');
    expect(lines.find((line) => line.includes('Delta rental'))).toContain(',0,');
    expect(response.body).not.toMatch(/<b>|<p>|&amp;/);
  });

  it('answers the header alone when nothing matches, and the list\'s own 400 for a bad filter', async () => {
    const { response } = await download('cost=100000~');
    expect(parsed(response.body)).toHaveLength(1);
    const bad = await download('cost=9~1');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'The cost range must not end before it starts.' });
  });

  it('is for agents and administrators, like the list', async () => {
    expect((await download('', ctx.admin)).status).toBe(200);
    expect((await download('', ctx.user)).status).toBe(403);
    expect((await call(ctx.built.app, undefined, { method: 'GET', url: EXPORT })).status).toBe(401);
  });
});

describe('a vendor\'s associated contracts', () => {
  const contractsOf = async (vendor: number, query = '') => {
    const { status, body } = await call(ctx.built.app, ctx.admin, { method: 'GET', url: `/service-desk/api/vendor/contract/${vendor}${query}` });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.contracts as Array<Record<string, unknown>>;
  };

  it('lists the contracts whose vendor it is, with name, cost, start and end dates, sorted by name', async () => {
    const rows = await contractsOf(1);
    expect(rows.map(({ name, cost, contract_start_date, contract_end_date }) => ({ name, cost, contract_start_date, contract_end_date }))).toEqual([
      { name: '-Gamma care', cost: 9999, contract_start_date: '2024-01-01 00:00:00', contract_end_date: CONTRACTS[2].end },
      { name: 'Alpha support', cost: 100, contract_start_date: '2024-01-01 00:00:00', contract_end_date: CONTRACTS[0].end },
    ]);
    expect(rows[0].id).toEqual(expect.any(Number));
  });

  it('sorts as asked, lists nothing for a vendor without contracts, and 404s for no vendor', async () => {
    expect((await contractsOf(1, '?sort-field=name&sort-order=desc')).map((row) => row.name)).toEqual(['Alpha support', '-Gamma care']);
    expect(await contractsOf(5)).toEqual([]);
    expect((await call(ctx.built.app, ctx.admin, { method: 'GET', url: '/service-desk/api/vendor/contract/99999' })).status).toBe(404);
    expect((await call(ctx.built.app, ctx.admin, { method: 'GET', url: '/service-desk/api/vendor/contract/1?sort-field=secret' })).status).toBe(400);
  });
});
