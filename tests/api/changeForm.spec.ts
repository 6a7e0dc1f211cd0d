// The server-described change form through the real server: the create and edit descriptions, form
// groups (list, create, update, refusals), form-group values validated and stored with a save, the
// read record's custom values, creator and dates, and the activity-duration command.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); });
afterAll(() => built.close());

const API = '/service-desk/api';
const RENDER = '/api/form/render?category=change&panel=agent';
const MINOR = '1';
const get = (url: string, session = agent) => call(built.app, session, { method: 'GET', url });
const save = (fields: Record<string, string>, session = agent) =>
  call(built.app, session, { method: 'POST', url: `${API}/change`, ...multipartBody(fields) });
const postGroup = (payload: Record<string, unknown>, session = admin) =>
  call(built.app, session, { method: 'POST', url: `${API}/post-form-group/change`, payload });
const duration = (id: number, payload: unknown, session = agent) =>
  call(built.app, session, { method: 'PATCH', url: `${API}/update-activity-duration/${id}`, payload: payload as Record<string, unknown> });
const read = async (id: number) => (await get(`${API}/change/${id}`)).body.data.change;

const change = {
  subject: 'Replace the core router line cards', description: '<p>Two line cards report errors.</p>',
  requester_id: '4', status_id: '1', change_type_id: MINOR, risk: 'High',
  maintenance_window: '2026-05-01 22:00:00', affected_services: 'VPN', rollback_tested: 'Yes',
};
const create = async (fields: Record<string, string> = {}) => {
  const { status, body } = await save({ ...change, ...fields });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as number;
};

describe('form description', () => {
  it('answers the create form: the file\'s schema with its x- keywords, and one if/then branch per form group', async () => {
    const { status, body } = await get(RENDER);
    expect(status).toBe(200);
    const form = body.data.form;
    expect(form).toMatchObject({ type: 'object', required: ['subject', 'requester_id', 'status_id', 'change_type_id', 'description'] });
    expect(form.properties.requester_id['x-ref']).toEqual({ lookup: '/api/dependency/users', meta: true });
    expect(form.properties.risk).toMatchObject({ enum: ['Low', 'Medium', 'High'], 'x-custom': true });
    expect(form.allOf).toEqual([{
      title: 'Infrastructure details',
      if: { properties: { change_type_id: { enum: [1] } }, required: ['change_type_id'] },
      then: {
        properties: {
          maintenance_window: expect.objectContaining({ type: 'string', format: 'date-time', title: 'Maintenance window' }),
          affected_services: expect.objectContaining({ 'x-widget': 'textarea', maxLength: 250,
            errorMessage: { maxLength: 'The affected services should be less than 250 characters.' } }),
          rollback_tested: expect.objectContaining({ enum: ['Yes', 'No', 'Not needed'] }),
        },
        required: ['rollback_tested'],
      },
    }]);
  });

  it('answers the edit form with the record and its form-group values', async () => {
    const { status, body } = await get(`${API}/edit-change/1`);
    expect(status).toBe(200);
    expect(body.data.form.allOf).toHaveLength(1);
    expect(body.data.change).toMatchObject({ id: 1, subject: 'Upgrade core switches to IOS XE 17.9', change_type: { id: 1, name: 'Minor' },
      maintenance_window: '2026-01-10 22:00:00', affected_services: 'Mail, calendar', rollback_tested: 'Yes' });
  });

  it('refuses an unknown form, a missing record and callers without write rights', async () => {
    expect(await get('/api/form/render?category=nothing&panel=agent')).toMatchObject({ status: 400, body: { success: false } });
    expect((await get(`${API}/edit-change/424242`)).status).toBe(404);
    expect((await get(`${API}/edit-change/abc`)).status).toBe(400);
    expect((await get(RENDER, user)).status).toBe(403);
    expect((await call(built.app, undefined, { method: 'GET', url: RENDER })).status).toBe(401);
  });
});

describe('form groups', () => {
  it('lists the groups of the category with their change types', async () => {
    const { status, body } = await get(`${API}/get-form-group/change`);
    expect(status).toBe(200);
    expect(body.data.form_groups[0]).toMatchObject({
      id: 1, name: 'Infrastructure details', change_type_ids: [1], change_types: [{ id: 1, name: 'Minor' }],
      fields: [{ key: 'maintenance_window' }, { key: 'affected_services' }, { key: 'rollback_tested', required: true }],
    });
  });

  it('creates a group (multipart too), updates it by id and logs both', async () => {
    const created = await call(built.app, admin, { method: 'POST', url: `${API}/post-form-group/change`, ...multipartBody({
      name: ' Emergency contacts ', 'change_type_ids[0]': '4',
      'fields[0][key]': 'on_call', 'fields[0][title]': 'On call', 'fields[0][type]': 'string', 'fields[0][required]': '0',
      'fields[1][key]': 'outage_minutes', 'fields[1][title]': 'Outage minutes', 'fields[1][type]': 'integer', 'fields[1][minimum]': '0',
    }) });
    expect(created).toMatchObject({ status: 200, body: { success: true, message: 'Form group created successfully.', data: {
      name: 'Emergency contacts', change_type_ids: [4], change_types: [{ id: 4, name: 'Emergency' }],
      fields: [{ key: 'on_call', title: 'On call', type: 'string', required: false }, { key: 'outage_minutes', type: 'integer', minimum: 0 }],
    } } });
    const id = created.body.data.id;
    const updated = await postGroup({ id, name: 'Emergency contacts', change_type_ids: [4], fields: [{ key: 'on_call', title: 'On call', type: 'string' }] });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Form group updated successfully.', data: { id, fields: [{ key: 'on_call' }] } } });
    expect(await rows(built.app, "SELECT action FROM activity_log WHERE resource = 'form-group' AND record_id = ? ORDER BY id", id))
      .toEqual([{ action: 'created' }, { action: 'updated' }]);
    // The new group's field joins the form of its type, as a branch of its own.
    expect((await get(RENDER)).body.data.form.allOf.map((branch: { title: string }) => branch.title)).toEqual(['Infrastructure details', 'Emergency contacts']);
  });

  it.each([
    [{ change_type_ids: [] }, { name: 'This field is required.', change_type_ids: 'This field is required.' }],
    [{ name: 'x'.repeat(51), change_type_ids: [99] }, { name: 'The name should be less than 50 characters.' }],
    [{ name: 'Bad types', change_type_ids: [99] }, { change_type_ids: 'The selected change type is invalid.' }],
    [{ name: 'Bad keys', change_type_ids: [2], fields: [{ key: 'Subject', title: 'S', type: 'string' }, { key: 'x', title: '', type: 'date' }] },
      { 'fields.0.key': 'The key must start with a small letter and hold only small letters, digits and _ (at most 50).',
        'fields.1.title': 'This field is required.', 'fields.1.type': 'The type must be string, integer or number.' }],
    [{ name: 'Taken keys', change_type_ids: [2], fields: [{ key: 'subject', title: 'S', type: 'string' },
      { key: 'maintenance_window', title: 'M', type: 'string' }, { key: 'notes', title: 'N', type: 'string' }, { key: 'notes', title: 'N', type: 'string' }] },
      { 'fields.0.key': 'The key has already been taken.', 'fields.1.key': 'The key has already been taken.', 'fields.3.key': 'The key has already been taken.' }],
    [{ name: 'Shapes', change_type_ids: [2], fields: [{ key: 'cost', title: 'Cost', type: 'number', enum: ['a'] },
      { key: 'note', title: 'Note', type: 'string', minimum: 1, format: 'date-time', 'x-widget': 'textarea' }] },
      { 'fields.0.enum': 'Only a string field can have enum.', 'fields.1.minimum': 'Only a number field can have minimum.',
        'fields.1.type': 'A field is a date-time, a textarea or a select, not several.' }],
  ])('refuses %j with 412, writing nothing', async (payload, message) => {
    const before = await count(built.app, 'form_groups');
    expect(await postGroup(payload)).toMatchObject({ status: 412, body: { success: false, message } });
    expect(await count(built.app, 'form_groups')).toBe(before);
  });

  it('needs an administrator to write, an agent to read, and a known id to update', async () => {
    expect((await postGroup({ name: 'Nope', change_type_ids: [2] }, agent)).status).toBe(403);
    expect((await get(`${API}/get-form-group/change`, user)).status).toBe(403);
    expect((await postGroup({ id: 424242, name: 'Gone', change_type_ids: [2] })).status).toBe(404);
  });
});

describe('form-group values', () => {
  it('requires the type\'s required field and checks every value, writing nothing on a refusal', async () => {
    const before = await count(built.app, 'sd_changes');
    const values = await count(built.app, 'custom_values');
    const refused = await save({ ...change, subject: '', rollback_tested: '', maintenance_window: 'tomorrow', affected_services: 'x'.repeat(251) });
    expect(refused).toMatchObject({ status: 412, body: { success: false, message: {
      subject: 'This field is required.', rollback_tested: 'This field is required.',
      maintenance_window: 'The maintenance window is not a valid date.',
      affected_services: 'The affected services should be less than 250 characters.',
    } } });
    expect((await save({ ...change, rollback_tested: 'Maybe' })).body.message).toEqual({ rollback_tested: 'The selected rollback tested is invalid.' });
    expect(await count(built.app, 'sd_changes')).toBe(before);
    expect(await count(built.app, 'custom_values')).toBe(values);
  });

  it('stores the values and reads them as the type\'s custom values, beside the form\'s custom fields', async () => {
    const id = await create();
    expect(await rows(built.app, 'SELECT key, value FROM custom_values WHERE resource = ? AND record_id = ? ORDER BY key', 'change', id)).toEqual([
      { key: 'affected_services', value: '"VPN"' }, { key: 'maintenance_window', value: '"2026-05-01 22:00:00"' }, { key: 'rollback_tested', value: '"Yes"' },
    ]);
    const record = await read(id);
    expect(record.custom_field_values_for_change_type).toEqual([
      { label: 'Maintenance window', value: '2026-05-01 22:00:00', field_type: 'date' },
      { label: 'Affected services', value: 'VPN', field_type: 'textarea' },
      { label: 'Rollback tested', value: 'Yes', field_type: 'select' },
    ]);
    expect(record.custom_field_values_for_change_form_builder_only).toEqual([{ label: 'Risk', value: 'High', field_type: 'select' }]);
  });

  it('keeps values an update does not send, clears an emptied one, and logs the changes', async () => {
    const id = await create();
    expect((await save({ id: String(id), subject: 'Replace both line cards' })).status).toBe(200);
    expect((await save({ id: String(id), affected_services: '', rollback_tested: 'No' })).status).toBe(200);
    const values = (await get(`${API}/edit-change/${id}`)).body.data.change;
    expect(values).toMatchObject({ maintenance_window: '2026-05-01 22:00:00', rollback_tested: 'No' });
    expect(values.affected_services).toBeUndefined();
    const log = (await get(`${API}/change-log/${id}`)).body.data.change_activity_logs.data[0].name;
    expect(log).toBe('<strong>Alan Agent</strong> cleared <strong>Affected services</strong> (was <em>VPN</em>) and changed <strong>Rollback tested</strong> from <em>Yes</em> to <em>No</em>');
  });

  it('asks nothing of a type without a group, and shows no type values after switching to one', async () => {
    const plain = await create({ change_type_id: '2', rollback_tested: '' });
    expect((await read(plain)).custom_field_values_for_change_type).toEqual([]);
    const id = await create();
    expect((await save({ id: String(id), change_type_id: '2' })).status).toBe(200);
    expect((await read(id)).custom_field_values_for_change_type).toEqual([]);
    // Back on the group's type the stored values count again, so the required one is satisfied.
    expect((await save({ id: String(id), change_type_id: MINOR })).status).toBe(200);
    expect((await read(id)).custom_field_values_for_change_type).toHaveLength(3);
  });
});

describe('header values', () => {
  it('records the creator as agent and the raise time; closing stamps the close time', async () => {
    const id = await create();
    const record = await read(id);
    expect(record.agent).toMatchObject({ id: 2, full_name: 'Alan Agent' });
    expect(record.change_raised_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(record).toMatchObject({ change_closed_on: null, total_activity_duration: 0 });
    expect((await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${id}` })).status).toBe(200);
    expect((await read(id)).change_closed_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('leaves the server-set values out of reach of a save', async () => {
    const id = await create({ agent_id: '1', total_activity_duration: '500', change_closed_on: '2020-01-01 00:00:00' } as Record<string, string>);
    expect(await read(id)).toMatchObject({ agent: { id: 2 }, total_activity_duration: 0, change_closed_on: null });
  });
});

describe('activity duration', () => {
  it('stores minutes from JSON or multipart and logs them as hours and minutes', async () => {
    const id = await create();
    expect(await duration(id, { total_activity_duration: 90 })).toMatchObject({ status: 200, body: { success: true, message: 'Activity duration updated successfully.' } });
    expect((await read(id)).total_activity_duration).toBe(90);
    const multipart = await call(built.app, agent, { method: 'PATCH', url: `${API}/update-activity-duration/${id}`, ...multipartBody({ total_activity_duration: ' 125 ' }) });
    expect(multipart.status).toBe(200);
    expect((await read(id)).total_activity_duration).toBe(125);
    const log = (await get(`${API}/change-log/${id}`)).body.data.change_activity_logs.data.map((entry: { name: string }) => entry.name);
    expect(log.slice(0, 2)).toEqual([
      '<strong>Alan Agent</strong> changed <strong>Total activity duration</strong> from <em>1h 30m</em> to <em>2h 5m</em>',
      '<strong>Alan Agent</strong> changed <strong>Total activity duration</strong> from <em>0h 0m</em> to <em>1h 30m</em>',
    ]);
  });

  it.each([
    [{}, 'This field is required.'],
    [{ total_activity_duration: '' }, 'This field is required.'],
    [{ total_activity_duration: 'abc' }, 'The total activity duration must be a number of minutes.'],
    [{ total_activity_duration: true }, 'The total activity duration must be a number of minutes.'],
    [{ total_activity_duration: 1.5 }, 'The total activity duration must be a number of minutes.'],
    [{ total_activity_duration: -5 }, 'The total activity duration must be at least 0 minutes.'],
  ])('refuses %j with 412 and changes nothing', async (payload, message) => {
    const id = await create();
    expect(await duration(id, payload)).toMatchObject({ status: 412, body: { success: false, message: { total_activity_duration: message } } });
    expect((await read(id)).total_activity_duration).toBe(0);
  });

  it('is refused on a closed change, to a host user and for an unknown change', async () => {
    const id = await create();
    await call(built.app, agent, { method: 'POST', url: `${API}/change-close/${id}` });
    expect(await duration(id, { total_activity_duration: 30 })).toMatchObject({ status: 400, body: { message: 'The change is closed and can not be changed.' } });
    expect((await read(id)).total_activity_duration).toBe(0);
    expect((await duration(1, { total_activity_duration: 30 }, user)).status).toBe(403);
    expect((await duration(424242, { total_activity_duration: 30 })).status).toBe(404);
  });
});
