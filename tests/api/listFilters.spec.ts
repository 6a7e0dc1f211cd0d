// List filters by kind: the pure pieces (date ranges, SQL conditions) and a filter on a multiple
// reference (a JSON list column) over the API, on a copy of the document fixture that declares one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterCondition, type ListFilterQuery } from '../../server/repositories/filterCondition';
import { parseDateRange } from '../../server/routes/resources/parseDateRange';
import { build, call, FIXTURE_SCHEMAS, login, multipartBody, type Built, type Session } from './helpers';

describe('parseDateRange', () => {
  const at = new Date(Date.UTC(2026, 2, 31, 12, 0, 0));
  it.each([
    ['date::2026-01-01 00:00:00~2026-01-31 23:59:59', { from: '2026-01-01 00:00:00', to: '2026-01-31 23:59:59' }],
    ['date::2026-01-01 00:00:00~', { from: '2026-01-01 00:00:00' }],
    ['date::~2026-01-31 23:59:59', { to: '2026-01-31 23:59:59' }],
    ['date::~', {}],
    ['last::30~minute', { from: '2026-03-31 11:30:00' }],
    ['last::2~hour', { from: '2026-03-31 10:00:00' }],
    ['last::7~day', { from: '2026-03-24 12:00:00' }],
    ['last::1~month', { from: '2026-02-28 12:00:00' }],
    ['last::14~month', { from: '2025-01-31 12:00:00' }],
  ])('%s', (raw, range) => {
    expect(parseDateRange('created_at', raw, at)).toEqual(range);
  });

  it.each(['', 'date::', 'date::2026-01-01', 'last::1~year', 'last::-1~day', 'LAST::1~day', 'date::2026-02-29 00:00:00~'])('refuses %j', (raw) => {
    expect(() => parseDateRange('created_at', raw, at)).toThrow(/^The created_at must be/);
  });
});

describe('filterCondition', () => {
  it.each([
    [{ kind: 'ids', field: 'status_id', values: [1, 2], inList: false }, '"status_id" IN (?, ?)', [1, 2]],
    [{ kind: 'daterange', field: 'created_at', from: 'a', to: 'b' }, '"created_at" BETWEEN ? AND ?', ['a', 'b']],
    [{ kind: 'daterange', field: 'created_at', from: 'a' }, '"created_at" >= ?', ['a']],
    [{ kind: 'daterange', field: 'created_at', to: 'b' }, '"created_at" <= ?', ['b']],
  ] as Array<[ListFilterQuery, string, unknown[]]>)('%j', (filter, sql, params) => {
    expect(filterCondition(filter, '"t"')).toEqual({ sql, params });
  });

  it('matches a JSON list column through json_each, guarded against invalid JSON', () => {
    const { sql, params } = filterCondition({ kind: 'ids', field: 'department_ids', values: [3], inList: true }, '"t"');
    expect(sql).toMatch(/json_valid\("department_ids"\).*json_each\("department_ids"\).*IN \(\?\)/);
    expect(params).toEqual([3]);
  });
});

describe('a filter on a multiple reference', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-filters-'));
  let built: Built;
  let admin: Session;
  beforeAll(async () => {
    const schemasDir = join(work, 'schemas');
    cpSync(FIXTURE_SCHEMAS, schemasDir, { recursive: true });
    const file = join(schemasDir, 'document.json');
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document['x-list'].filters = [{ field: 'department_ids', param: 'dept_ids' }];
    writeFileSync(file, JSON.stringify(document));
    built = await build({ schemasDir });
    admin = await login(built.app);
    const documents: Array<[string, number[]]> = [['Runbook', [1, 3]], ['Policy', [2]], ['Memo', []], ['Plan', [3, 4]]];
    for (const [name, departments] of documents) {
      const fields = Object.fromEntries([['name', name], ...departments.map((id, i) => [`department_ids[${i}]`, String(id)])]);
      await call(built.app, admin, { method: 'POST', url: '/service-desk/api/document', ...multipartBody(fields) });
    }
    await built.app.db.run("INSERT INTO sd_documents (name, department_ids, created_at, updated_at) VALUES ('Broken', '[3', '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
  });
  afterAll(async () => { await built.close(); rmSync(work, { recursive: true, force: true }); });

  const names = async (query: string) => {
    const { status, body } = await call(built.app, admin, { method: 'GET', url: `/service-desk/api/document-list?sort-field=name&sort-order=asc&${query}` });
    expect(status).toBe(200);
    return body.data.documents.map((d: { name: string }) => d.name);
  };

  it('matches rows whose list holds any of the ids; a hand-broken list matches nothing', async () => {
    expect(await names('dept_ids[0]=3')).toEqual(['Plan', 'Runbook']);
    expect(await names('dept_ids[0]=2&dept_ids[1]=4')).toEqual(['Plan', 'Policy']);
    expect(await names('dept_ids[]=8')).toEqual([]);
    expect(await names('')).toEqual(['Broken', 'Memo', 'Plan', 'Policy', 'Runbook']);
  });
});
