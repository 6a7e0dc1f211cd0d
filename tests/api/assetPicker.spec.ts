// The problem's attach-asset picker: asset-list?problem_id=N leaves out the assets problem N
// holds (asset.json's exclude link filter) and combines with the other filters such as asset_type_ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, type Built, type Session, signedIn } from './helpers';

const API = '/service-desk/api';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const list = async (query: string) => {
  const { status, body } = await call(built.app, agent, { method: 'GET', url: `${API}/asset-list?limit=500&${query}` });
  expect(status, JSON.stringify(body)).toBe(200);
  const data = body.data.data as Array<{ id: number; asset_type_id?: unknown }>;
  return { data, ids: data.map((row) => row.id).sort((a, b) => a - b), total: body.data.total as number };
};

describe('asset-list?problem_id=N', () => {
  it('leaves out the assets attached to the problem, and combines with asset_type_ids', async () => {
    const attach = await call(built.app, agent, { method: 'POST', url: `${API}/problem-attach-assets/1`, payload: { asset_ids: [1, 2] } });
    expect(attach.status, JSON.stringify(attach.body)).toBe(200);
    const attached = (await rows(built.app, "SELECT target_id FROM record_links WHERE owner = 'problem' AND owner_id = 1 AND link = 'assets'"))
      .map((row) => Number(row.target_id));
    expect(attached).toEqual(expect.arrayContaining([1, 2]));
    const all = await list('');
    const candidates = await list('problem_id=1');
    expect(candidates.ids).toEqual(all.ids.filter((id) => !attached.includes(id)));
    expect(candidates.total).toBe(all.total - attached.length);
    // The bracketed form the client sends means the same.
    expect((await list('problem_id[0]=1')).ids).toEqual(candidates.ids);

    const first = all.data.find((row) => row.id === 1)?.asset_type_id;
    const type = typeof first === 'object' && first !== null ? (first as { id: number }).id : Number(first);
    const ofType = await list(`asset_type_ids[0]=${type}`);
    expect(ofType.ids).toContain(1);
    const both = await list(`asset_type_ids[0]=${type}&problem_id=1`);
    expect(both.ids).toEqual(ofType.ids.filter((id) => !attached.includes(id)));
    expect(both.ids).not.toContain(1);
  });

  it('refuses a problem_id that is not an integer', async () => {
    const { status } = await call(built.app, agent, { method: 'GET', url: `${API}/asset-list?problem_id=x` });
    expect(status).toBe(400);
  });
});
