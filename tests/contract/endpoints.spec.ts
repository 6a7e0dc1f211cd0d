// Walks tests/contract/endpoints.tsv (the spec's endpoint table): every row is called by the family
// that handles it (families.ts; each call file registers its own) with real seeded ids, and checked
// for status 200 and every `reads` key; a row no family handles must be a known gap (knownGaps.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResourceDefinition, listEndpoint, getPath } from '../../src/kernel';
import { loadResources } from '../../server/loadResources';
import { build, call, FIXTURE_SCHEMAS, login, multipartBody, type Built, type Session } from '../api/helpers';
import { recordPlaceholder, type CallContext, type Row } from './callFamily';
import { FAMILIES } from './families';
import { KNOWN_GAPS } from './knownGaps';
import { withSavedFilterId } from './savedFilterCall';
import { unlockedSample } from './sampleRecord';

const [header, ...lines] = readFileSync(join(import.meta.dirname, 'endpoints.tsv'), 'utf8').trim().split('\n').map((line) => line.split('\t'));
const table: Row[] = lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) as unknown as Row);
// The shipped model, as the server below loads it: families match rows against its files.
const resources = loadResources();
const familyOf = (row: Row) => FAMILIES.find((family) => family.handles(row, resources));
const gapOf = (row: Row) => KNOWN_GAPS[`${row.method} ${row.path}`];

const QUERY_VALUES: Record<string, string> = {
  page: '1', limit: '10', 'sort-order': 'asc', 'search-query': '', sort_by: 'name', order: 'asc', search: '', meta: 'true', ticket_id: '1', change_id: '1', product_id: '1',
  created_at: 'date::2020-01-01 00:00:00~', updated_at: 'last::1~month', assigned_on_begin: '2020-01-01 00:00:00', assigned_on_end: '2030-12-31 23:59:59',
  planned_start_date: 'date::2020-01-01 00:00:00~', planned_end_date: 'last::1~month',
};

let server: Built;
let fixture: Built;
let admin: Session;
let fixtureAdmin: Session;
beforeAll(async () => {
  server = await build();
  fixture = await build({ schemasDir: FIXTURE_SCHEMAS });
  admin = await login(server.app);
  fixtureAdmin = await login(fixture.app);
});
afterAll(async () => { await server.close(); await fixture.close(); });

const lookup = async (url: string) => {
  const { body } = await call(server.app, admin, { method: 'GET', url });
  return Object.values(body.data)[0] as Array<{ id: number }>;
};

async function createRecord(def: ResourceDefinition, seed: number): Promise<number> {
  const values = await unlockedSample(def, seed, lookup);
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]));
  const sent = def.api.save!.body === 'json' ? { payload: values } : multipartBody(fields);
  const { body } = await call(server.app, admin, { method: 'POST', url: def.api.save!.POST, ...sent });
  return body.data.id;
}

const firstId = async (def: ResourceDefinition) => {
  const { body } = await call(server.app, admin, { method: 'GET', url: `${listEndpoint(def).GET}?${def.params.sort}=id&${def.params.order}=asc` });
  return (getPath(body, listEndpoint(def).items) as Array<{ id: number }>)[0].id;
};

/** The resource whose list, tab or link list a row reads, for its saved filters. */
const defOfPath = (path: string) => resources.find((def) => [def.api.list?.GET, ...(def.show.tabs ?? []).map((tab) => tab.GET),
  ...Object.values(def.links).map((link) => link.list?.GET)].includes(recordPlaceholder(path)));

/** A field the list a row reads sorts by: its tab's, else the first sortable of the records it lists. */
function sortFieldOf(path: string): string {
  const def = defOfPath(path);
  const tab = def?.show.tabs?.find((candidate) => candidate.GET === recordPlaceholder(path));
  const link = def && Object.values(def.links).find((candidate) => candidate.list?.GET === recordPlaceholder(path));
  return tab?.sort ?? (link ? link.target?.sortable[0] : def?.sortable[0]) ?? 'name';
}

function queryOf(row: Row): string {
  if (!row.query) return '';
  return row.query.split(',').map((part) => {
    // An indexed list (ids[i]) is sent with one value at index 0.
    const [key, value] = part.replace('[i]', '[0]').split('=');
    const fallback = key === 'sort-field' ? sortFieldOf(row.path) : QUERY_VALUES[key] ?? '1';
    return `${encodeURIComponent(key)}=${encodeURIComponent(value ?? fallback)}`;
  }).join('&');
}

/** `reads` keys: dotted paths into the body; a bare key is under data. Descriptions with spaces are prose. */
const readKeys = (reads: string) => reads.split(',').filter((key) => key && !key.includes(' ')).map((key) => (key.includes('.') || key === 'data' ? key : `data.${key}`));

it('calls every row of the table, or lists it as a known gap with its reason', () => {
  const unhandled = table.filter((row) => !familyOf(row) && !gapOf(row)).map((row) => `${row.method} ${row.path}`);
  expect(unhandled).toEqual([]);
  const closed = table.filter((row) => familyOf(row) && gapOf(row)).map((row) => `${row.method} ${row.path}`);
  expect(closed, 'known gaps a family now handles: take them off the list').toEqual([]);
});

describe.each(table.filter(familyOf).map((row) => [`${row.method} ${row.path}${row.query ? ` ?${row.query}` : ''}`, row] as const))('%s', (_name, row) => {
  it('answers 200 with the documented keys', async () => {
    const context: CallContext = {
      app: server.app, session: admin, resources: server.app.resources, row, createRecord, firstId, lookup, fixture: { app: fixture.app, session: fixtureAdmin },
    };
    const prepared = await familyOf(row)!.prepare(context);
    const app = prepared.app ?? server.app;
    const session = prepared.anonymous ? undefined : prepared.session ?? admin;
    // The call's own query wins over the table's sample value of the same parameter.
    const own = new URLSearchParams(prepared.query ?? '');
    const sampled = queryOf(row).split('&').filter((pair) => pair && !own.has(decodeURIComponent(pair.split('=')[0])));
    const query = await withSavedFilterId(app, admin, defOfPath(row.path), [own.toString(), ...sampled].filter(Boolean).join('&'));
    // The table marks a call it is not sure of with a question mark (POST?).
    const response = await call(app, session, { method: row.method.replace('?', '') as 'GET', url: query ? `${prepared.url}?${query}` : prepared.url, ...prepared.extra });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (prepared.file) return;
    expect(response.body.success).toBe(true);
    for (const key of readKeys(row.reads)) expect(getPath(response.body, key), key).toBeDefined();
    if (row.area === 'dependency') {
      const name = row.path.split('/').pop()!;
      expect(Array.isArray(response.body.data[name])).toBe(true);
    }
  });
});
