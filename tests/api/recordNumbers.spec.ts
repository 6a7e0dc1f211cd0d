// Record numbers (x-sequence): a record saved without an identifier gets the next number of its
// resource's pattern, from a counter the database keeps, never reused after a delete; a typed one is
// kept and moves the counter past it; a number someone holds is refused on its field (412).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipartBody, rows, signedIn, type SignedIn } from './helpers';

let s: SignedIn;
beforeAll(async () => { s = await signedIn(); }, 60000);
afterAll(() => s.built.close());

const problem = (fields: Record<string, string> = {}) => ({
  subject: 'Printers drop jobs', description: '<p>Queue stalls.</p>', requester_id: '11', department_id: '3', impact_id: '2',
  status_type_id: '1', priority_id: '3', ...fields,
});
const saveProblem = (fields: Record<string, string>) =>
  call(s.built.app, s.admin, { method: 'POST', url: '/service-desk/api/problem/', ...multipartBody(fields) });
const identifierOf = async (id: number) => (await rows(s.built.app, 'SELECT identifier FROM sd_problem WHERE id = ?', id))[0].identifier;
const created = async (fields: Record<string, string> = {}) => {
  const response = await saveProblem(problem(fields));
  expect(response.status).toBe(200);
  const [{ id }] = await rows(s.built.app, 'SELECT MAX(id) AS id FROM sd_problem');
  return { id: id as number, identifier: await identifierOf(id) };
};

describe('record numbers', () => {
  it('numbered the demo records the seed left without one, in their place', async () => {
    for (const table of ['sd_problem', 'sd_changes', 'sd_contracts', 'sd_releases', 'sd_assets']) {
      expect((await rows(s.built.app, `SELECT COUNT(*) AS n FROM ${table} WHERE identifier IS NULL OR identifier = ''`))[0].n).toBe(0);
    }
    // The seed leaves every fourth problem's identifier empty: the fourth one got PRB-0004.
    expect(await identifierOf(4)).toBe('PRB-0004');
  });

  it('gives a problem saved without an identifier the next number, and never gives a deleted one again', async () => {
    const first = await created();
    expect(first.identifier).toBe('PRB-0041');
    const deleted = await call(s.built.app, s.admin, { method: 'DELETE', url: `/service-desk/api/problem-delete/${first.id}` });
    expect(deleted.status).toBe(200);
    expect((await created({ identifier: '  ' })).identifier).toBe('PRB-0042');
  });

  it('keeps a typed identifier and numbers the next records past it', async () => {
    expect((await created({ identifier: 'PRB-0100' })).identifier).toBe('PRB-0100');
    expect((await created({ identifier: 'Vendor case 7' })).identifier).toBe('Vendor case 7');
    expect((await created()).identifier).toBe('PRB-0101');
  });

  it('refuses a taken identifier, typed or given, ignoring case, on its field, and writes nothing', async () => {
    const before = (await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_problem'))[0].n;
    for (const identifier of ['PRB-0101', 'prb-0100', 'PRB-0003']) {
      const response = await saveProblem(problem({ identifier }));
      expect(response.status).toBe(412);
      expect(response.body).toEqual({ success: false, message: { identifier: `The identifier ${identifier} is already used.` } });
    }
    expect((await rows(s.built.app, 'SELECT COUNT(*) AS n FROM sd_problem'))[0].n).toBe(before);
    // An edit to another record's number is refused the same way; an edit that empties it keeps its own.
    const { id } = await created();
    const edit = (identifier: string) => saveProblem({ ...problem({ identifier }), id: String(id) });
    expect((await edit('PRB-0004')).body.message).toEqual({ identifier: 'The identifier PRB-0004 is already used.' });
    expect((await edit('')).status).toBe(200);
    expect(await identifierOf(id)).toBe('PRB-0102');
  });

  it('numbers every numbered resource from its own pattern, as the seed writes them', async () => {
    const highest = async (table: string) => (await rows(s.built.app, `SELECT identifier FROM ${table} ORDER BY id DESC LIMIT 1`))[0].identifier;
    const release = await call(s.built.app, s.admin, { method: 'POST', url: '/service-desk/api/release', ...multipartBody({
      subject: 'Numbered release', status_id: '1', priority_id: '1', release_type_id: '1', description: '<p>x</p>' }) });
    expect(release.status).toBe(200);
    expect(await highest('sd_releases')).toMatch(/^REL-\d{4}$/);
    const contract = await call(s.built.app, s.admin, { method: 'POST', url: '/service-desk/api/contract', ...multipartBody({
      name: 'Numbered contract', contract_type_id: '1', cost: '10', status_id: '3', vendor_id: '1', description: '<p>x</p>',
      contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2026-12-31 00:00:00' }) });
    expect(contract.status).toBe(200);
    expect(await highest('sd_contracts')).toMatch(/^CTR-\d{4}$/);
    const counters = await rows(s.built.app, 'SELECT name, last FROM record_sequences ORDER BY name');
    expect(counters.map((counter) => counter.name)).toEqual(expect.arrayContaining(['sd_contracts.identifier', 'sd_problem.identifier', 'sd_releases.identifier']));
  });
});
