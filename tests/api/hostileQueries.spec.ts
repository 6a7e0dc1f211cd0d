// Every GET row of the spec's endpoint table (tests/contract/endpoints.tsv) and every GET route the
// README and the decisions document beyond it (PRODUCT_ROUTES), with each of its query
// parameters, the filters and list parameters its resource file declares and a search term, set in
// turn to each hostile value: a NUL, other control characters, percent-escapes that are no UTF-8 and
// 100 KB of text. Nothing answers 5xx, and an export is refused before its file starts or is whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_PARAMS, type ResourceDefinition, splitTemplate } from '../../src/kernel';
import { call, signedIn, type Built, type Session } from './helpers';

const HOSTILE = [
  'a%00b', '%00', '%01', 'a%1Fb', '%7F', '%C2%85', 'a%09b%0Ac', // NUL, other control characters, white space
  '%ED%A0%80', '%FF', 'caf%C3', '%', // a lone surrogate, bytes that are no UTF-8, a cut escape
  'a'.repeat(100_000), '9'.repeat(100_000), `date::${'1'.repeat(100_000)}~`,
];

interface Row { path: string; query: string }
const rows: Row[] = readFileSync(join(import.meta.dirname, '..', 'contract', 'endpoints.tsv'), 'utf8').trim().split('\n').slice(1)
  .map((line) => line.split('\t')).filter((cells) => cells[1] === 'GET').map((cells) => ({ path: cells[2], query: cells[3] ?? '' }));

/**
 * The product's own GET routes (README and docs/decisions.md), with the parameters each reads: a
 * parameter they do not read must still meet the check every query string passes first.
 */
const PRODUCT_ROUTES: Row[] = [
  { path: '/api/me', query: '' },
  { path: '/api/user/{id}', query: '' },
  { path: '/api/organization/{id}', query: '' },
  { path: '/api/dashboard', query: '' },
  { path: '/api/dashboard/my-problems', query: '' },
  { path: '/service-desk/api/user-organization/{id}', query: '' },
  { path: '/service-desk/api/form-validators/problem/create.js', query: 'v' },
  { path: '/service-desk/api/model', query: '' },
  { path: '/service-desk/api/model/versions', query: '' },
  { path: '/service-desk/api/model/versions/{number}', query: '' },
  { path: '/service-desk/api/model/diff', query: 'from,to' },
];
rows.push(...PRODUCT_ROUTES);

/** A path with its placeholders blanked, so the table's {problemId} meets a resource file's {id}. */
const shape = (path: string) => splitTemplate(path).path.replace(/\{\w+\}/g, '{}');

/** A list's parameters by the resource file: its names for sort, order, search, page and limit, and every filter's. */
const listParams = (def: ResourceDefinition, names: Partial<ResourceDefinition['params']> = def.params) => [
  ...Object.values({ ...DEFAULT_QUERY_PARAMS, ...names }),
  ...def.filters.flatMap((filter) => [filter.param, filter.end ?? []].flat()),
  ...def.customFilters.map((filter) => filter.key),
];

/** The resource-declared parameters of each list route: a resource's list and export, and each link's list. */
function declaredParams(resources: ResourceDefinition[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  const add = (path: string | undefined, params: string[]) => { if (path) byPath.set(shape(path), [...byPath.get(shape(path)) ?? [], ...params]); };
  for (const def of resources) {
    add(def.api.list?.GET, listParams(def));
    add(def.file['x-list']?.export?.GET, listParams(def));
    for (const link of Object.values(def.links)) if (link.list?.GET && link.target) add(link.list.GET, listParams(link.target, link.list.params));
  }
  return byPath;
}

/** The row's parameters: its query column ([i] sent as [0], '(filters)' left to the resource's), the resource's, and search-query. */
const paramsOf = (row: Row, declared: Map<string, string[]>) => [...new Set([
  ...row.query.split(',').map((part) => part.split('=')[0].replace('[i]', '[0]')).filter((name) => name && !name.startsWith('(')),
  ...declared.get(shape(row.path)) ?? [], DEFAULT_QUERY_PARAMS.search,
])];

const isExport = (path: string) => /export/.test(path);

/** A whole file: a CSV ends its last line, an .xlsx (a zip) ends with the zip's end-of-directory record. */
const isWhole = (body: Buffer, type: string) => (type.startsWith('text/csv') ? body.toString('utf8').endsWith('\r\n') : body.subarray(-22).readUInt32LE(0) === 0x06054b50);

let built: Built;
let admin: Session;
let declared: Map<string, string[]>;
beforeAll(async () => {
  ({ built, admin } = await signedIn());
  declared = declaredParams(built.app.resources);
});
afterAll(() => built.close());

describe.each(rows.map((row) => [row.path, row] as const))('GET %s', (_path, row) => {
  it('answers every hostile value of every parameter with 2xx or 4xx, and an export whole or not at all', async () => {
    // Placeholders take the first seeded record (each demo resource has one with id 1).
    const url = row.path.replace(/\{owner\}/, 'sd_problem:1').replace(/\{\w+\}/g, '1');
    const failures: string[] = [];
    for (const param of paramsOf(row, declared)) {
      for (const value of HOSTILE) {
        const sent = `${url}?${encodeURIComponent(param)}=${value}`;
        const shown = `${param}=${value.slice(0, 20)}${value.length > 20 ? '…' : ''}`;
        const answer = await call(built.app, admin, { method: 'GET', url: sent }).catch((error: Error) => error);
        if (answer instanceof Error) {
          failures.push(`${shown}: ${answer.message}`);
          continue;
        }
        const { status, response } = answer;
        const type = String(response.headers['content-type'] ?? '');
        if (status >= 500) failures.push(`${shown}: ${status}`);
        else if (isExport(row.path) && status === 200 && !isWhole(response.rawPayload, type)) failures.push(`${shown}: a file cut short`);
        else if (isExport(row.path) && status >= 400 && !type.startsWith('application/json')) failures.push(`${shown}: ${status} as ${type}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

it('says which text it refuses, and reads white space in a term as spaces', async () => {
  const list = (url: string) => call(built.app, admin, { method: 'GET', url });
  expect((await list('/service-desk/api/vendor-list?search-query=a%00b')).body).toEqual({ success: false, message: 'The search text contains characters that are not allowed.' });
  expect((await list('/service-desk/api/cab?search=%07')).body).toEqual({ success: false, message: 'The search text contains characters that are not allowed.' });
  expect((await list('/service-desk/api/vendor-list?search-query=%FF')).body).toEqual({ success: false, message: 'The query string is not valid percent-encoded UTF-8.' });
  expect((await list('/service-desk/api/vendor-list?sort-field=name%01')).body).toEqual({ success: false, message: 'The sort-field contains characters that are not allowed.' });
  expect((await list(`/service-desk/api/product-list?name=${'a'.repeat(100_000)}`)).body).toEqual({ success: false, message: 'The name may not be greater than 255 characters.' });
  const names = async (url: string) => (await list(url)).body.data.contracts.map((row: { name: string }) => row.name);
  expect(await names('/service-desk/api/contract-list?search-query=Dell%09hardware')).toEqual(['Dell hardware support']);
  expect((await list('/service-desk/contract/export?search-query=Dell%0D%0Ahardware')).body).toContain('Dell hardware support');
});
