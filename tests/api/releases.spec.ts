// Releases through the real server: the form's rules and
// messages, a release created from a change in one transaction, build and test plans, assets and
// changes attached and detached (a change holds at most one release), completion that locks the
// release, the list's filters with 'within last', and bad input that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, type Built, type Session, signedIn } from './helpers';

let built: Built;
let agent: Session;
beforeAll(async () => { ({ built, agent } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const get = (url: string) => call(built.app, agent, { method: 'GET', url });
const post = (url: string, payload?: object) => call(built.app, agent, { method: 'POST', url, ...(payload ? { payload } : {}) });
const remove = (url: string) => call(built.app, agent, { method: 'DELETE', url });
const release = { subject: 'Payroll 3.1', release_type_id: '2', status_id: '1', priority_id: '3', description: '<p>Payroll</p>' };
const save = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
  call(built.app, agent, { method: 'POST', url: `${API}/release`, ...multipartBody(fields, files) });
const createRelease = async (fields: Record<string, string> = {}) => {
  const saved = await save({ ...release, ...fields });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return saved.body.data.id as number;
};
const releaseOf = async (id: number) => (await get(`${API}/release/${id}`)).body.data.release;
const flags = async (id: number) => (await get(`${API}/release-action/${id}?time=${Date.now()}`)).body.data.actions;
const log = async (id: number) => (await get(`${API}/release-activitylog/${id}`)).body.data.release_activity_logs.data.map((e: { name: string }) => e.name);
const change = { subject: 'Move payroll to the new cluster', description: '<p>Move</p>', requester_id: '4', status_id: '1', change_type_id: '2' };
const createChange = async () => (await call(built.app, agent, { method: 'POST', url: `${API}/change`, ...multipartBody(change) })).body.data.id as number;
const releaseOfChange = async (changeId: number) => (await get(`${API}/change/${changeId}`)).body.data.change.attach_releases;
const listed = async (query: string) => (await get(`${API}/release-list?${query}`)).body;
const idsOf = (list: Array<{ id: number }>) => list.map((row) => row.id);

describe('the form', () => {
  it('creates with every field, reads it back in the spec shape, and updates', async () => {
    const saved = await save({ ...release, identifier: 'REL-77', location_id: '2', planned_start_date: '2026-03-02 08:00:00',
      planned_end_date: '2026-03-06 18:30:00', asset_ids: '' }, [{ name: 'attachment', filename: 'notes.txt', content: 'release notes' }]);
    expect(saved.body).toMatchObject({ success: true, message: 'Release created successfully.' });
    const read = await releaseOf(saved.body.data.id);
    expect(read).toMatchObject({ subject: 'Payroll 3.1', identifier: 'REL-77', status: { id: 1, name: 'Open' }, release_type: { id: 2, name: 'Standard' },
      priority: { id: 3, name: 'High' }, location: { id: 2 }, planned_start_date: '2026-03-02 08:00:00', planned_end_date: '2026-03-06 18:30:00',
      attachment: { value: 'notes.txt' }, is_edit: true, is_delete: true });
    const updated = await save({ id: String(read.id), subject: 'Payroll 3.2' });
    expect(updated.body).toMatchObject({ message: 'Release updated successfully.', data: { subject: 'Payroll 3.2', identifier: 'REL-77' } });
  });

  it.each([
    ['subject', { subject: '' }, { subject: 'This field is required.' }],
    ['release type', { release_type_id: '' }, { release_type_id: 'This field is required.' }],
    ['status', { status_id: '' }, { status_id: 'This field is required.' }],
    ['priority', { priority_id: '' }, { priority_id: 'This field is required.' }],
    ['description', { description: '' }, { description: 'This field is required.' }],
    ['a subject of 51 characters', { subject: 'x'.repeat(51) }, { subject: 'The subject should be less than 50 characters.' }],
    ['a planned end before its start', { planned_start_date: '2026-03-06 08:00:00', planned_end_date: '2026-03-02 08:00:00' },
      { planned_end_date: 'The end date cannot be earlier than the start date.' }],
  ])('refuses a release without a valid %s (412 on the field) and writes nothing', async (_, fields, message) => {
    const before = await count(built.app, 'sd_releases');
    expect(await save({ ...release, ...fields })).toMatchObject({ status: 412, body: { success: false, message } });
    expect(await count(built.app, 'sd_releases')).toBe(before);
  });

  it('says every missing field at once', async () => {
    const response = await save({ location_id: '1' });
    expect(response.status).toBe(412);
    expect(Object.keys(response.body.message).sort()).toEqual(['description', 'priority_id', 'release_type_id', 'status_id', 'subject']);
  });

  it('stores hostile HTML in the subject as text, never as markup of the list', async () => {
    const id = await createRelease({ subject: '<img src=x onerror=alert(1)>' });
    expect((await releaseOf(id)).subject).toBe('<img src=x onerror=alert(1)>');
  });

  it('accepts and ignores ?time= on the record and its flags', async () => {
    const id = await createRelease();
    expect((await get(`${API}/release/${id}?time=1700000000000`)).status).toBe(200);
    expect(await flags(id)).toMatchObject({ release_edit: true, release_completed: true, check_planning: true, release_assets_tab: false });
  });
});

describe('created from a change', () => {
  it('makes the release and links it to the change in one transaction', async () => {
    const changeId = await createChange();
    const saved = await save({ ...release, subject: 'From a change', change_id: String(changeId) });
    expect(saved.status).toBe(200);
    expect(await releaseOfChange(changeId)).toMatchObject({ id: saved.body.data.id, subject: 'From a change' });
    const filtered = await listed(`change_ids[0]=${changeId}`);
    expect(idsOf(filtered.data.releases)).toEqual([saved.body.data.id]);
  });

  it('refuses a change that holds a release already, an unknown change or a closed one, leaving no release behind', async () => {
    const changeId = await createChange();
    await createRelease({ change_id: String(changeId) });
    const before = await count(built.app, 'sd_releases');
    expect(await save({ ...release, change_id: String(changeId) })).toMatchObject({ status: 400, body: { message: 'A change can be linked to at most 1 release; detach one first.' } });
    expect(await save({ ...release, change_id: '999999' })).toMatchObject({ status: 400, body: { message: 'The selected change does not exist.' } });
    const closed = await createChange();
    await post(`${API}/change-close/${closed}`);
    expect(await save({ ...release, change_id: String(closed) })).toMatchObject({ status: 400, body: { message: 'The change is closed and can not be changed.' } });
    expect(await count(built.app, 'sd_releases')).toBe(before);
  });
});

describe('planning', () => {
  const url = (id: number | string, key: string) => `${API}/general-popup/${id}/sd_releases/${key}`;
  const savePlan = (id: number, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) =>
    call(built.app, agent, { method: 'POST', url: `${API}/general-popup/${id}/sd_releases`, ...multipartBody(fields, files) });

  it('saves a build plan with its file, lists it, reads it and deletes it', async () => {
    const id = await createRelease();
    const saved = await savePlan(id, { identifier: 'build-plan', description: '<p>Build it</p>' }, [{ name: 'attachment', filename: 'build.txt', content: 'steps' }]);
    expect(saved.body).toMatchObject({ success: true, message: 'Build plan saved successfully.' });
    expect((await get(url(id, 'build-plan'))).body.data.general_info).toMatchObject({ description: '<p>Build it</p>', attachment: { value: 'build.txt' } });
    expect((await get(`${API}/release-planning/${id}`)).body.data.planning_popups.map((entry: { key: string }) => entry.key)).toEqual(['build-plan']);
    expect((await remove(`${API}/delete/general-popup/${id}/sd_releases/build-plan`)).body).toEqual({ success: true, message: 'Build plan deleted successfully.' });
  });

  it('refuses a key other than build-plan or test-plan, and a missing description', async () => {
    const id = await createRelease();
    expect((await savePlan(id, { identifier: 'rollout-plan', description: '<p>x</p>' })).status).toBe(412);
    expect((await get(url(id, 'rollout-plan'))).status).toBe(400);
    expect(await savePlan(id, { identifier: 'test-plan', description: '' })).toMatchObject({ status: 412, body: { message: { description: 'This field is required.' } } });
    expect((await get(`${API}/release-planning/${id}`)).body.data.planning_popups).toEqual([]);
  });
});

describe('assets and changes', () => {
  it('attaches and detaches assets, the tab flag following', async () => {
    const id = await createRelease();
    expect(await post(`${API}/release/attach-assets/${id}`, { asset_ids: [3, 4] })).toMatchObject({ status: 200, body: { message: 'Assets attached successfully.' } });
    expect(idsOf((await get(`${API}/asset-list?release_ids[0]=${id}`)).body.data.data).sort()).toEqual([3, 4]);
    expect((await flags(id)).release_assets_tab).toBe(true);
    expect((await get(`${API}/asset-list?release_id[0]=${id}&limit=100`)).body.data.data.some((row: { id: number }) => row.id === 3)).toBe(false);
    expect((await remove(`${API}/release/detach-asset/${id}/3`)).status).toBe(200);
    expect((await remove(`${API}/release/detach-asset/${id}/3`)).status).toBe(404);
  });

  it('refuses an empty asset list', async () => {
    const id = await createRelease();
    expect(await post(`${API}/release/attach-assets/${id}`, { asset_ids: [] })).toMatchObject({ status: 412, body: { message: { asset_ids: 'Please select assets.' } } });
  });

  it('attaches changes through the change\'s own release link, logged on both, and detaches them', async () => {
    const id = await createRelease();
    const [first, second] = [await createChange(), await createChange()];
    expect(await post(`${API}/release/attach-change/${id}`, { change_ids: [first, second] })).toMatchObject({ status: 200, body: { message: 'Changes attached successfully.' } });
    expect((await releaseOfChange(first)).id).toBe(id);
    const tab = (await get(`${API}/change-list?release_ids[0]=${id}`)).body;
    expect(idsOf(tab.data.changes).sort()).toEqual([first, second].sort());
    expect(tab.data.changes[0]).toHaveProperty('identifier');
    expect(tab.data.changes[0]).toMatchObject({ subject: change.subject, requester: { id: 4 }, status: { id: 1 }, created_at: expect.any(String) });
    expect((await flags(id)).release_changes_tab).toBe(true);
    expect((await log(id))[0]).toContain('attached');
    expect((await remove(`${API}/release/detach-change/${id}/${first}`)).body).toEqual({ success: true, message: 'Change detached successfully.' });
    expect(await releaseOfChange(first)).toEqual([]);
  });

  it('refuses a change that holds another release, naming it, and attaches nothing of the request', async () => {
    const [id, other] = [await createRelease(), await createRelease()];
    const [free, taken] = [await createChange(), await createChange()];
    await post(`${API}/release/attach-change/${other}`, { change_ids: [taken] });
    const refused = await post(`${API}/release/attach-change/${id}`, { change_ids: [free, taken] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The change .+ is linked to a release already; detach it first\.$/);
    expect(await releaseOfChange(free)).toEqual([]);
  });

  it('refuses a change that does not exist, an empty list and a detach of a change not attached', async () => {
    const id = await createRelease();
    expect(await post(`${API}/release/attach-change/${id}`, { change_ids: [999999] })).toMatchObject({ status: 412, body: { message: { change_ids: expect.stringContaining('999999') } } });
    expect(await post(`${API}/release/attach-change/${id}`, { change_ids: [] })).toMatchObject({ status: 412, body: { message: { change_ids: 'Please select changes.' } } });
    expect((await remove(`${API}/release/detach-change/${id}/${await createChange()}`)).status).toBe(404);
  });
});

describe('completion', () => {
  it('completes once: status Completed, stamped, flags withdrawn, every later write refused', async () => {
    const id = await createRelease();
    const changeId = await createChange();
    expect((await post(`${API}/complete-release/${id}`)).body).toEqual({ success: true, message: 'Release completed successfully.' });
    const read = await releaseOf(id);
    expect(read).toMatchObject({ status: { id: 5, name: 'Completed' }, completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(await flags(id)).toMatchObject({ release_edit: false, release_completed: false, release_asset_attach: false, release_change_attach: false, check_planning: true });
    const locked = { status: 400, body: { success: false, message: 'The release is completed and can not be changed.' } };
    expect(await post(`${API}/complete-release/${id}`)).toMatchObject(locked);
    expect(await save({ id: String(id), subject: 'Edited after completion' })).toMatchObject(locked);
    expect(await post(`${API}/release/attach-assets/${id}`, { asset_ids: [5] })).toMatchObject(locked);
    expect(await post(`${API}/release/attach-change/${id}`, { change_ids: [changeId] })).toMatchObject(locked);
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/general-popup/${id}/sd_releases`,
      ...multipartBody({ identifier: 'test-plan', description: '<p>late</p>' }) }))).toMatchObject(locked);
    expect((await releaseOf(id)).subject).toBe('Payroll 3.1');
  });

  it('deletes a release with its links and plans', async () => {
    const id = await createRelease();
    await post(`${API}/release/attach-assets/${id}`, { asset_ids: [7] });
    expect((await remove(`${API}/release/${id}`)).body).toEqual({ success: true, message: 'Release deleted successfully.' });
    expect(await rows(built.app, "SELECT * FROM record_links WHERE owner = 'release' AND owner_id = ?", id)).toEqual([]);
    expect((await get(`${API}/release/${id}`)).status).toBe(404);
  });
});

describe('the list', () => {
  it('lists the seeded releases with the completed ones and sorts by planned start', async () => {
    const body = await listed('sort-field=planned_start_date&sort-order=asc&limit=100');
    const seeded = body.data.releases.filter((row: { identifier: string }) => /^REL-000\d$/.test(row.identifier));
    expect(seeded.map((row: { subject: string }) => row.subject).slice(0, 2)).toEqual(['Q1 desktop image', 'ERP 4.2 rollout']);
    expect(seeded.filter((row: { status: { id: number } }) => row.status.id === 5).length).toBe(2);
  });

  it.each(['planned_start_date', 'planned_end_date', 'created_at', 'updated_at'])('filters %s within the last N units and by dates', async (param) => {
    const id = await createRelease({ planned_start_date: new Date(Date.now() - 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      planned_end_date: new Date(Date.now() - 1_800_000).toISOString().slice(0, 19).replace('T', ' ') });
    expect(idsOf((await listed(`${param}=last::1~day&limit=100`)).data.releases)).toContain(id);
    expect(idsOf((await listed(`${param}=date::2000-01-01 00:00:00~2000-12-31 23:59:59&limit=100`)).data.releases)).not.toContain(id);
    expect((await get(`${API}/release-list?${param}=last::0~day`)).status).toBe(400);
  });

  it('combines two filters', async () => {
    const id = await createRelease({ status_id: '3', priority_id: '4' });
    const body = await listed('status_ids[0]=3&priority_ids[0]=4&limit=100');
    expect(idsOf(body.data.releases)).toContain(id);
    expect(body.data.releases.every((row: { status: { id: number }; priority: { id: number } }) => row.status.id === 3 && row.priority.id === 4)).toBe(true);
  });
});
