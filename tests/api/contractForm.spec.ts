// The contract form's rules through the real server: x-either, x-follows, money, x-send, dependsOn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type SignedIn } from './helpers';

let env: SignedIn;
beforeAll(async () => { env = await signedIn(); });
afterAll(async () => { await env.built.close(); });

const SAVE = '/service-desk/api/contract';
const VALID = {
  name: 'Printer lease', contract_type_id: '1', cost: '12345.50', status_id: '1', description: '<p>Lease of the printers</p>',
  contract_start_date: '2031-01-01 00:00:00', contract_end_date: '2032-01-01 00:00:00', licensce_count: '5', notify_before: '10',
};
const withVendor = { ...VALID, vendor_id: '1' };

const save = (fields: Record<string, string>) => call(env.built.app, env.agent, { method: 'POST', url: SAVE, ...multipartBody(fields) });
const written = async () => [await count(env.built.app, 'sd_contracts'), await count(env.built.app, 'activity_log')];

/** Each refused save answers 412 with the message on the field and leaves every table as it was. */
async function refused(fields: Record<string, string>, field: string, message: string | RegExp) {
  const before = await written();
  const { status, body } = await save(fields);
  expect(status).toBe(412);
  expect(body.success).toBe(false);
  expect(body.message[field]).toMatch(message);
  expect(await written()).toEqual(before);
}

describe('contract save: the form rules', () => {
  it('refuses a user and a vendor together, and neither, on the user (x-either)', async () => {
    const text = 'At least one user or one vendor is required to create a contract.';
    await refused({ ...withVendor, 'user_ids[0]': '4' }, 'user_ids', text);
    await refused(VALID, 'user_ids', text);
  });

  it('refuses a 51-character name, license count 0 and notify before 0', async () => {
    await refused({ ...withVendor, name: 'x'.repeat(51) }, 'name', 'The name should be less than 50 characters.');
    await refused({ ...withVendor, licensce_count: '0' }, 'licensce_count', 'The license count must be at least 1.');
    await refused({ ...withVendor, notify_before: '0' }, 'notify_before', 'Notify before must be at least 1 day.');
  });

  it.each(['1.234', '-5', '1e3', 'abc'])('refuses cost %s with the cost\'s message (money)', async (cost) => {
    await refused({ ...withVendor, cost }, 'cost', 'The cost must be a number with at most two decimals.');
  });

  it('refuses a status other than Draft while an approver is chosen (x-follows), and takes Draft', async () => {
    await refused({ ...withVendor, approver_id: '2', status_id: '3' }, 'status_id', 'The contract status cannot be changed while the approver is chosen.');
    const { status, body } = await save({ ...withVendor, approver_id: '2', status_id: '1' });
    expect(status).toBe(200);
    expect(body.data.approver_id).toBe(2);
  });

  it('stores agents and typed e-mails sent as notify_agent_ids and email_ids, and reads them back (x-send)', async () => {
    const { status, body } = await save({
      ...withVendor, 'notify_agent_ids[0]': '2', 'notify_agent_ids[1]': '4', 'email_ids[0]': 'ops@example.org',
    });
    expect(status).toBe(200);
    const id = body.data.id;
    expect((await rows(env.built.app, 'SELECT notify_to FROM sd_contracts WHERE id = ?', id))[0].notify_to).toBe('[2,4,"ops@example.org"]');
    const read = await call(env.built.app, env.agent, { method: 'GET', url: `/service-desk/api/contract/${id}` });
    expect(read.body.data.contract.notify_to).toEqual([
      expect.objectContaining({ id: 2, name: 'Alan Agent', email: 'agent@example.com' }),
      expect.objectContaining({ id: 4, name: 'Grace Hopper' }),
      { id: 'ops@example.org', name: null, email: 'ops@example.org' },
    ]);
    // The plain list is read too.
    const plain = await save({ ...withVendor, id: String(id), 'notify_to[0]': '5' });
    expect(plain.status).toBe(200);
    expect((await rows(env.built.app, 'SELECT notify_to FROM sd_contracts WHERE id = ?', id))[0].notify_to).toBe('[5]');
  });

  it('refuses unknown agents and text that is no e-mail among notify_to', async () => {
    await refused({ ...withVendor, 'notify_agent_ids[0]': '9999', 'email_ids[0]': 'ops@example.org' }, 'notify_to', 'The selected notify to is invalid.');
    await refused({ ...withVendor, 'email_ids[0]': 'not an address' }, 'notify_to.0', 'Each entry must be an agent or an e-mail address.');
  });

  it('takes an organisation of the chosen user only (dependsOn)', async () => {
    const [{ item_id: org }] = await rows(env.built.app, "SELECT item_id FROM user_memberships WHERE user_id = 4 AND kind = 'organizations'");
    const other = org === 1 ? 2 : 1;
    await refused({ ...VALID, 'user_ids[0]': '4', 'organization_ids[0]': String(other) }, 'organization_ids', 'The selected organization is invalid.');
    const { status, body } = await save({ ...VALID, 'user_ids[0]': '4', 'organization_ids[0]': String(org) });
    expect(status).toBe(200);
    expect(body.data.organization_ids ?? body.data.organization.map((o: { id: number }) => o.id)).toEqual([org]);
  });
});

describe('GET /service-desk/api/user-organization/{userId}', () => {
  const url = (id: number | string) => `/service-desk/api/user-organization/${id}`;

  it('answers the organisations of the person at data.organizations', async () => {
    const { status, body } = await call(env.built.app, env.agent, { method: 'GET', url: url(4) });
    expect(status).toBe(200);
    const expected = await rows(env.built.app, `SELECT i.id, i.name FROM user_memberships m JOIN reference_items i ON i.kind = m.kind AND i.id = m.item_id
      WHERE m.user_id = 4 AND m.kind = 'organizations'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toEqual({ success: true, data: { organizations: expected } });
  });

  it('answers an empty list for a person of no organisation, 404 for an unknown one, 400 for a bad id', async () => {
    const lonely = (await env.built.app.db.get<{ id: number }>("INSERT INTO users (name, email, role, created_at) VALUES ('Lonely', 'lonely@example.com', 'user', '2024-01-01 00:00:00') RETURNING id"))!.id;
    expect((await call(env.built.app, env.agent, { method: 'GET', url: url(lonely) })).body.data.organizations).toEqual([]);
    expect((await call(env.built.app, env.agent, { method: 'GET', url: url(99999) })).status).toBe(404);
    expect((await call(env.built.app, env.agent, { method: 'GET', url: url('x') })).status).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await call(env.built.app, env.user, { method: 'GET', url: url(4) })).status).toBe(403);
    expect((await call(env.built.app, undefined, { method: 'GET', url: url(4) })).status).toBe(401);
  });
});
