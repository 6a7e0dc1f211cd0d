// A date without a time added to vendors through the model API: saved as the day ('YYYY-MM-DD') and read
// back, a day that is none or another layout refused at the field, a date range filter comparing days
// (both ends held, 'within last' too) and the CSV export writing the day as stored.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';
import { modelCalls } from './modelCalls';

const API = '/service-desk/api';
const EXPORT = '/service-desk/vendor/export';
let s: SignedIn;
const { send, applyEdited } = modelCalls(() => s);

beforeAll(async () => {
  s = await signedIn();
  const answer = await applyEdited((files) => {
    const vendor = files['vendor.json'];
    vendor.properties.founded_on = { type: 'string', format: 'date', title: 'Founded on' };
    vendor['x-list'].columns.push('founded_on');
    vendor['x-list'].filters.push({ field: 'founded_on', param: 'founded_on', kind: 'daterange' });
    vendor['x-list'].export = { GET: EXPORT };
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}, 60_000);
afterAll(async () => { await s?.built.close(); });

const save = (id: number, founded: string) => call(s.built.app, s.admin, { method: 'POST', url: `${API}/vendor`, ...multipartBody({ id: String(id), founded_on: founded }) });
const stored = async (id: number) => (await rows(s.built.app, 'SELECT founded_on FROM sd_vendors WHERE id = ?', id))[0].founded_on;
const listed = async (query: string) => (await send(s.agent, 'GET', `${API}/vendor-list?limit=100&${query}`)).body.data.vendors.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b);
const today = () => new Date().toISOString().slice(0, 10);

describe('a date property', () => {
  it('is saved as the day and read back as it', async () => {
    const saved = await save(1, '2026-03-01');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stored(1)).toBe('2026-03-01');
    expect((await send(s.agent, 'GET', `${API}/vendor/1`)).body.data.founded_on).toBe('2026-03-01');
  });

  it.each(['2026-02-30', '01/03/2026', '2026-03-01 10:00:00'])('refuses %s at the field, writing nothing', async (wrong) => {
    const refused = await save(1, wrong);
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual({ success: false, message: { founded_on: 'The founded on is not a valid date.' } });
    expect(await stored(1)).toBe('2026-03-01');
  });

  it('is filtered by day: a range holds both of its end days, whatever their times', async () => {
    for (const [id, day] of [[2, '2025-01-01'], [3, '2025-01-31'], [4, '2025-02-01'], [5, '2024-12-31'], [6, today()]] as const) {
      expect((await save(id, day)).status).toBe(200);
    }
    expect(await listed(`founded_on=${encodeURIComponent('date::2025-01-01 00:00:00~2025-01-31 23:59:59')}`)).toEqual([2, 3]);
    expect(await listed(`founded_on=${encodeURIComponent('date::2025-01-31 12:00:00~2025-02-01 08:00:00')}`)).toEqual([3, 4]);
    expect(await listed(`founded_on=${encodeURIComponent('date::~2025-01-01 00:00:00')}`)).toEqual([2, 5]);
    // Within the last day: from this time yesterday, so today's date is held and last year's are not.
    expect(await listed('founded_on=last::1~day')).toEqual([6]);
  });

  it('is exported as the day stored, under its title', async () => {
    const { status, response } = await call(s.built.app, s.agent, { method: 'GET', url: `${EXPORT}?founded_on=${encodeURIComponent('date::2026-03-01 00:00:00~2026-03-01 23:59:59')}` });
    expect(status).toBe(200);
    const [header, ...lines] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const at = header.indexOf('Founded on');
    expect(at).toBeGreaterThan(-1);
    expect(lines.map((line) => line[at])).toEqual(['2026-03-01']);
  });
});
