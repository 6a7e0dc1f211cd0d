// Walks tests/contract/endpoints.tsv (the spec's endpoint table) for the areas the reference server
// implements so far, fills placeholders with real seeded ids and checks status 200 and every `reads` key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { listEndpoint } from '../../src/engine/schema/listedApi';
import { getPath } from '../../src/engine/schema/paths';
import { build, call, FIXTURE_SCHEMAS, login, multipartBody, type Built, type Session } from '../api/helpers';
import { announcementCall, isAnnouncementRow } from './announcementCall';
import { barcodeCall, isBarcodeRow, isPageRow } from './barcodeCall';
import { bulkCall, bulkUrl } from './bulkCall';
import { cabCall, isCabRow } from './cabCall';
import { cmdbCall, isCmdbRelationRow } from './cmdbCall';
import { contractCall, isContractRow } from './contractCall';
import { isPanelRow, panelCall } from './panelCall';
import { formCall, formUrl, isFormRow } from './formCall';
import { importCall, isImportRow } from './importCall';
import { itemRemovalCall, itemRemovalField } from './itemRemovalCall';
import { linkCall, linkUrl } from './linkCall';
import { planningCall, planningUrl } from './planningCall';
import { isFileRow, isReportRow, reportCall } from './reportCall';
import { savedFilterCall, savedFilterUrl, withSavedFilterId } from './savedFilterCall';
import { unlockedSample } from './sampleRecord';
import { tableOf } from '../../server/repositories/resourceTable';

interface Row { area: string; method: string; path: string; query: string; body: string; reads: string }

const [header, ...lines] = readFileSync(join(import.meta.dirname, 'endpoints.tsv'), 'utf8').trim().split('\n').map((line) => line.split('\t'));
const table: Row[] = lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])) as unknown as Row);

/** The rows built so far; the rest of the table belongs to later issues. */
const built = (row: Row) =>
  row.area === 'reference-data'
  || row.area === 'vendors' || row.area === 'asset-admin' || row.area === 'dependency'
  || (row.area === 'cmdb' && /\/api\/cmdb(-list|\/\{id\})?$/.test(row.path))
  || (row.area === 'downloads' && row.path.includes('{owner}'))
  || (row.area === 'problems' && /\/api\/problem(-list|\/|\/\{id\}|-delete\/\{id\}|-action\/\{id\}|-log\/\{problemId\}|-close\/\{problemId\})$/.test(row.path))
  || (row.area === 'problems' && /\/api\/(problem-planning|(delete\/)?general-popup)\/\{problemId\}/.test(row.path))
  || (row.area === 'problems' && /\/api\/problem-(attach-assets|detach-asset|tickets|attach-ticket|detach-ticket)\/\{problemId\}(\/\{\w+\})?$/.test(row.path))
  || (row.area === 'problems' && /\/api\/problem-(attach|detach)-change\/\{problemId\}\/\{changeId\}$/.test(row.path))
  || (row.area === 'changes' && /\/api\/change(-list|\/\{id\}|-action\/\{id\}|-close\/\{changeId\}|-log\/\{changeId\})?$/.test(row.path))
  || (row.area === 'changes' && /\/api\/(change-planning|(delete\/)?general-popup)\/\{changeId\}/.test(row.path))
  || (row.area === 'changes' && /\/api\/change\/(attach|detach)-(release|assets?)\/\{changeId\}(\/\{\w+\})?$/.test(row.path))
  || (row.area === 'changes' && /\/api\/(attach-ticket|attached-ticket|detach-ticket|attached-task|detach-task)\/change$/.test(row.path))
  || row.area === 'releases' || row.area === 'products'
  || (row.area === 'changes' && /\/api\/(change-custom-field-list|agent\/change-filter(\/\{id\})?)$/.test(row.path))
  || (row.area === 'problems' && row.path === '/service-desk/api/problem-bulk-actions')
  || row.area === 'panels' || row.area === 'permissions'
  || isCabRow(row)
  || isContractRow(row)
  || isFormRow(row)
  || isCmdbRelationRow(row)
  || isImportRow(row)
  || isBarcodeRow(row)
  || isAnnouncementRow(row)
  || (row.area === 'assets' && /\/api\/(asset\/\{id\}|asset-delete\/\{id\}|asset-log\/\{id\}|ticket-list)$/.test(row.path))
  || (row.area === 'assets' && /\/api\/(asset-action\/\{id\}|attach-asset-services\/\{id\}|detach-asset-services\/\{assetId\})$/.test(row.path))
  || (row.area === 'contracts' && (row.path === '/service-desk/api/contract-list' || row.path === '/service-desk/contract/export'))
  || (row.area === 'assets' && /\/api\/(module-filter-structure\/asset|asset-custom-field-list)$/.test(row.path))
  || row.area === 'reports' || (row.area === 'assets' && row.path === '/service-desk/api/asset-list');

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

const templates = (def: ResourceDefinition) => [def.api.list?.GET, def.api.getOne?.GET, def.api.save?.POST, def.api.delete?.DELETE,
  def.api.activity?.GET, def.actions?.GET, ...Object.values(def.actions?.commands ?? {}).map((command) => command.POST),
  ...(def.show.tabs ?? []).map((tab) => tab.GET)];
/** The table names the record's placeholder after the entity ({problemId}); resource files say {id}. */
const recordPlaceholder = (path: string) => path.replace(/\{[a-z]*Id\}$/, '{id}');
const definitionOf = (path: string) => server.app.resources.find((def) => templates(def).includes(recordPlaceholder(path)) || planningUrl(def, path) || linkUrl(def, path) || bulkUrl(def, path) || itemRemovalField(def, path) || savedFilterUrl(def, path) || formUrl(def, path));

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

function queryOf(row: Row, def?: ResourceDefinition): string {
  if (!row.query) return '';
  return row.query.split(',').map((part) => {
    // An indexed list (ids[i]) is sent with one value at index 0.
    const [key, value] = part.replace('[i]', '[0]').split('=');
    const tab = def?.show.tabs?.find((candidate) => candidate.GET === row.path);
    const fallback = key === 'sort-field' ? tab?.sort ?? def?.sortable[0] ?? 'name' : QUERY_VALUES[key] ?? '1';
    return `${encodeURIComponent(key)}=${encodeURIComponent(value ?? fallback)}`;
  }).join('&');
}

async function bodyOf(row: Row, def: ResourceDefinition, id: number) {
  const names = row.body.replace(/^(multipart|json):/, '').split(',');
  const sample = await unlockedSample(def, 7, lookup);
  // A JSON row names nested fields (levels[].name): the whole sampled record goes, as the client sends it.
  if (row.body.startsWith('json:')) return { payload: { ...sample, id } };
  const fields: Record<string, string> = {};
  for (const name of names) {
    // An update keeps a write-once property (x-once) as stored: changing it is refused.
    const stored = def.fields[name]?.once ? (server.app.db.prepare(`SELECT "${name}" AS v FROM "${tableOf(def)}" WHERE id = ?`).get(id) as { v: unknown }).v : undefined;
    const value = name === 'id' ? id : stored ?? sample[name] ?? 1;
    fields[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return multipartBody(fields);
}

/** `reads` keys: dotted paths into the body; a bare key is under data. Descriptions with spaces are prose. */
const readKeys = (reads: string) => reads.split(',').filter((key) => key && !key.includes(' ')).map((key) => (key.includes('.') || key === 'data' ? key : `data.${key}`));

describe.each(table.filter(built).map((row) => [`${row.method} ${row.path}${row.query ? ` ?${row.query}` : ''}`, row] as const))('%s', (_name, row) => {
  it('answers 200 with the documented keys', async () => {
    let app = server.app;
    let session = admin;
    let url = row.area === 'downloads' ? row.path : recordPlaceholder(row.path);
    let extra = {};
    // A link row's query names the records the link call made (detach-ticket/change?ticket_id=...).
    let linkQuery: string | undefined;
    const def = definitionOf(row.path);
    const planning = def && planningUrl(def, row.path);
    const link = def && linkUrl(def, row.path);
    const bulk = def && bulkUrl(def, row.path);
    const removal = def && itemRemovalField(def, row.path);
    const cab = isCabRow(row);
    const contractRow = isContractRow(row);
    const panel = isPanelRow(row);
    const report = isReportRow(row);
    const cmdb = isCmdbRelationRow(row);
    const imports = isImportRow(row);
    const barcode = isBarcodeRow(row);
    const announcement = isAnnouncementRow(row);
    const savedFilter = def && savedFilterUrl(def, row.path);
    const form = def && formUrl(def, row.path);
    if (form) {
      ({ url, extra } = await formCall(app, session, def!, form, { first: () => firstId(def!), fresh: () => createRecord(def!, 3) }));
    } else if (savedFilter) {
      ({ url, extra } = await savedFilterCall(app, session, def!, savedFilter));
    } else if (report) {
      ({ url, extra } = await reportCall(app, session, row.path));
    } else if (panel) {
      ({ url, extra, query: linkQuery } = await panelCall(app, session, row.method, row.path));
    } else if (contractRow) {
      const set = await contractCall(app, session, row.method, row.path);
      ({ url, extra, query: linkQuery } = set);
      if (set.anonymous) session = undefined as unknown as Session;
    } else if (cab) {
      ({ url, extra } = await cabCall(app, session, row.path));
    } else if (cmdb) {
      ({ url, extra } = await cmdbCall(app, session, row.path));
    } else if (announcement) {
      ({ extra } = announcementCall());
    } else if (barcode) {
      ({ url, extra } = await barcodeCall(app, session, row.path));
    } else if (imports) {
      ({ url, extra } = await importCall(app, session, row.path));
    } else if (planning) {
      ({ url, extra } = await planningCall(app, session, def!, row.method, planning, await createRecord(def!, 3)));
    } else if (bulk) {
      ({ url, extra } = await bulkCall(app, session, bulk, await createRecord(def!, 3)));
    } else if (link) {
      ({ url, extra, query: linkQuery } = await linkCall(app, session, def!, row.method, link, await createRecord(def!, 3)));
    } else if (removal) {
      ({ url, extra } = await itemRemovalCall(app, session, def!, removal.name, lookup));
    } else if (row.area === 'downloads') {
      app = fixture.app;
      session = fixtureAdmin;
      const doc = await call(app, session, { method: 'POST', url: '/service-desk/api/document',
        ...multipartBody({ name: 'Contract scan' }, [{ name: 'attachment', filename: 'scan.pdf', content: 'PDF' }]) });
      url = url.replace('{attachmentId}', doc.body.data.attachment.id).replace('{owner}', `sd_document:${doc.body.data.id}`);
    } else if (url.includes('{id}')) {
      const id = row.method === 'DELETE' ? await createRecord(def!, 3) : await firstId(def!);
      url = url.replace('{id}', String(id));
    }
    if (row.method === 'POST' && !form && !planning && !link && !bulk && !cab && !contractRow && !panel && !cmdb && !report && !imports && !barcode && !announcement) extra = await bodyOf(row, def!, await firstId(def!));
    // The link's own query wins over the table's sample value of the same parameter.
    const own = new URLSearchParams(linkQuery ?? '');
    const query = await withSavedFilterId(app, session, def, [own.toString(), ...queryOf(row, def).split('&').filter((pair) => pair && !own.has(decodeURIComponent(pair.split('=')[0])))]
      .filter(Boolean).join('&'));
    // The table marks a call it is not sure of with a question mark (POST?).
    const response = await call(app, session, { method: row.method.replace('?', '') as 'GET', url: query ? `${url}?${query}` : url, ...extra });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    if (row.area === 'downloads' || isFileRow(row) || isPageRow(row)) return;
    expect(response.body.success).toBe(true);
    for (const key of readKeys(row.reads)) expect(getPath(response.body, key), key).toBeDefined();
    if (row.area === 'dependency') {
      const name = row.path.split('/').pop()!;
      expect(Array.isArray(response.body.data[name])).toBe(true);
    }
  });
});
