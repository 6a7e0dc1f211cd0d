// Rich text is sanitised on the server when it is written, with the browser's rule, on every write
// path that stores it (a record's save, a planning entry, an import, a command's input); rows stored
// before are sanitised once at start; exports write the text, never the markup.
import Papa from 'papaparse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, login, multipartBody, rows, schemasWithProperties, signedIn, type Built, type Session } from './helpers';
import { imported } from './importHelpers';

const API = '/service-desk/api';
const BUILD_TIMEOUT = 60_000;

let built: Built;
let admin: Session;
let agent: Session;
beforeAll(async () => { ({ built, admin, agent } = await signedIn()); }, BUILD_TIMEOUT);
afterAll(() => built.close());

/** Each hostile form, and what the shared rule (DOMPurify's html profile) keeps of it. */
const HOSTILE: Array<[string, string, string]> = [
  ['a script', '<p>Fans spin.</p><script>fetch("/steal?c=" + document.cookie)</script>', '<p>Fans spin.</p>'],
  ['an onerror handler', '<p>Screenshot <img src="x" onerror="alert(document.cookie)"></p>', '<p>Screenshot <img src="x"></p>'],
  ['a javascript: link', '<p>See <a href="javascript:alert(1)">the runbook</a></p>', '<p>See <a>the runbook</a></p>'],
  ['svg with foreignObject', '<p>Chart</p><svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>', '<p>Chart</p>'],
];

const problem = {
  subject: 'Laptops overheat', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3',
};
const saveProblem = (fields: Record<string, string>) =>
  call(built.app, agent, { method: 'POST', url: `${API}/problem/`, ...multipartBody({ ...problem, ...fields }) });
const stored = async (table: string, id: number, column = 'description') =>
  (await rows(built.app, `SELECT ${column} AS html FROM ${table} WHERE id = ?`, id))[0].html as string;

describe('a record\'s save', () => {
  it.each(HOSTILE)('stores and answers %s clean, on create and on update', async (_name, html, clean) => {
    const created = await saveProblem({ description: html });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    expect(created.body.data.description).toBe(clean);
    expect(await stored('sd_problem', id)).toBe(clean);
    expect((await call(built.app, agent, { method: 'GET', url: `${API}/problem/${id}` })).body.data.description).toBe(clean);
    const updated = await saveProblem({ id: String(id), description: `<p>Again</p>${html}` });
    expect(updated.status).toBe(200);
    expect(await stored('sd_problem', id)).toBe(`<p>Again</p>${clean}`);
  });

  it('refuses rich text that sanitising leaves empty as missing, and keeps text without markup as written', async () => {
    const empty = await saveProblem({ description: '<script>alert(1)</script>' });
    expect(empty.status).toBe(412);
    expect(empty.body.message).toEqual({ description: 'This field is required.' });
    const plain = await saveProblem({ description: 'Fish & chips > salad' });
    expect(plain.body.data.description).toBe('Fish & chips > salad');
  });
});

describe('other write paths', () => {
  it('sanitises a planning entry\'s description', async () => {
    const id = (await saveProblem({ description: '<p>x</p>' })).body.data.id as number;
    for (const [, html, clean] of HOSTILE) {
      const saved = await call(built.app, agent, { method: 'POST', url: `${API}/general-popup/${id}/sd_problem`, ...multipartBody({ identifier: 'impact', description: html }) });
      expect(saved.status).toBe(200);
      expect(saved.body.data.general_info.description).toBe(clean);
      expect((await rows(built.app, "SELECT description FROM planning_entries WHERE resource = 'problem' AND record_id = ? AND key = 'impact'", id))[0].description).toBe(clean);
    }
  });

  it('sanitises rich text a command takes (a contract\'s rejection reason) before it is logged', async () => {
    const [contract] = await rows(built.app, 'SELECT id FROM sd_contracts WHERE status_id = 2 ORDER BY id LIMIT 1');
    const { status, body } = await call(built.app, admin, { method: 'POST', url: `${API}/contract-reject/${contract.id}`,
      payload: { purpose_of_rejection: '<p>Too costly</p><script>alert("logged")</script>' } });
    expect(status, JSON.stringify(body)).toBe(200);
    const [entry] = await rows(built.app, "SELECT changes FROM activity_log WHERE resource = 'contract' AND record_id = ? AND changes LIKE '%event.decision%' ORDER BY id DESC LIMIT 1", contract.id);
    expect(entry.changes).toContain('Too costly');
    expect(entry.changes).not.toContain('logged');
  });

  it('sanitises a description an import brings', async () => {
    const cells = HOSTILE.map(([, html]) => `"${html.replace(/"/g, '""')}"`);
    const csv = `Identifier,Name,Asset type,Description\n${cells.map((cell, i) => `IMP-HTML-${i},Imported ${i},Laptop,${cell}`).join('\n')}\n`;
    const { summary } = await imported(built.app, admin, csv);
    expect(summary).toMatchObject({ totalCreated: HOSTILE.length, totalFailed: 0 });
    const stored = (await rows(built.app, "SELECT description FROM sd_assets WHERE identifier LIKE 'IMP-HTML-%' ORDER BY identifier")).map((row) => row.description);
    expect(stored).toEqual(HOSTILE.map(([, , clean]) => clean));
  });

  it('exports the text of rich text, never its markup, formulas still neutralised', async () => {
    const asset = await call(built.app, agent, { method: 'POST', url: `${API}/asset`,
      ...multipartBody({ name: 'Kiosk', asset_type_id: '8', description: `<p>=1+2 <b>kiosk</b> &amp; stand</p>${HOSTILE.map(([, html]) => html).join('')}` }) });
    expect(asset.status, JSON.stringify(asset.body)).toBe(200);
    const { id } = asset.body.data;
    expect(await stored('sd_assets', id)).toBe(`<p>=1+2 <b>kiosk</b> &amp; stand</p>${HOSTILE.map(([, , clean]) => clean).join('')}`);
    const report = await call(built.app, agent, { method: 'POST', url: `${API}/reports/create`, payload: {
      name: 'Kiosks', fields: [{ key: 'asset_ids', value: [id] }], report_column_keys: ['name', 'description'] } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const csv = await call(built.app, agent, { method: 'GET', url: `${API}/export/csv?filter_id=${report.body.data.id}` });
    const parsed = Papa.parse<string[]>(csv.response.body.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed).toEqual([['Name', 'Description'], ['Kiosk', "'=1+2 kiosk & stand Fans spin. Screenshot See the runbook Chart"]]);
    expect(csv.response.body).not.toMatch(/<|onerror|javascript|alert|cookie/);
  });
});

// Rows written before writes were sanitised, or before a property became rich text, are
// sanitised once when the server starts, and only once.
describe('rows stored before', () => {
  const work = mkdtempSync(join(tmpdir(), 'sd-stored-html-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('are sanitised at the next start, without touching their times or versions, and a column is done once', async () => {
    const dataDir = join(work, 'data');
    // notes is plain text at first: markup in it is text, left alone.
    const plainSchemas = schemasWithProperties(join(work, 'plain'), 'problem', { notes: { type: 'string', title: 'Notes' } });
    const first = await build({ dataDir, schemasDir: plainSchemas });
    const put = "UPDATE sd_problem SET description = ?, notes = ?, updated_at = '2020-01-01 00:00:00', row_version = 7 WHERE id = ?";
    await first.app.db.run(put, [HOSTILE[0][1], HOSTILE[1][1], 1]);
    await first.app.db.run(put, [HOSTILE[2][1], HOSTILE[3][1], 2]);
    await first.app.db.run('UPDATE planning_entries SET description = ? WHERE id = (SELECT MIN(id) FROM planning_entries)', [HOSTILE[1][1]]);
    // As a database from before writes were sanitised: no column noted as done.
    await first.app.db.exec('DROP TABLE sanitised_html_columns');
    await first.close();

    const htmlSchemas = schemasWithProperties(join(work, 'html'), 'problem', { notes: { type: 'string', title: 'Notes', contentMediaType: 'text/html' } });
    const second = await build({ dataDir, schemasDir: htmlSchemas });
    const read = (id: number) => second.app.db.get('SELECT description, notes, updated_at, row_version FROM sd_problem WHERE id = ?', [id]);
    expect(await read(1)).toEqual({ description: HOSTILE[0][2], notes: HOSTILE[1][2], updated_at: '2020-01-01 00:00:00', row_version: 7 });
    expect(await read(2)).toMatchObject({ description: HOSTILE[2][2], notes: HOSTILE[3][2] });
    expect((await second.app.db.get<{ description: string }>('SELECT description FROM planning_entries WHERE id = (SELECT MIN(id) FROM planning_entries)'))!.description).toBe(HOSTILE[1][2]);
    const session = await login(second.app, 'agent@example.com');
    expect((await call(second.app, session, { method: 'GET', url: `${API}/problem/1` })).body.data.notes).toBe(HOSTILE[1][2]);
    // Once done, a column is not read again at start: markup written behind the server's back stays.
    await second.app.db.run('UPDATE sd_problem SET notes = ? WHERE id = 1', [HOSTILE[0][1]]);
    await second.close();
    const third = await build({ dataDir, schemasDir: htmlSchemas });
    expect((await third.app.db.get<{ notes: string }>('SELECT notes FROM sd_problem WHERE id = 1'))!.notes).toBe(HOSTILE[0][1]);
    await third.close();
  }, BUILD_TIMEOUT * 2);
});
