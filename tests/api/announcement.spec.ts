// The announcement sender through the real server: a department or organisation target, the
// conditional requirement of its recipients, unknown groups, sanitised HTML, one outbox row per member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, count, multipartBody, rows, signedIn, type Built, type Session } from './helpers';

let built: Built;
let admin: Session;
let agent: Session;
let user: Session;
beforeAll(async () => { ({ built, admin, agent, user } = await signedIn()); }, 60_000);
afterAll(() => built.close());

const URL = '/service-desk/api/announcement';
const send = (fields: Record<string, string>, session: Session | undefined = agent) =>
  call(built.app, session, { method: 'POST', url: URL, ...multipartBody(fields) });
const mails = async (after: number) => await rows(built.app, 'SELECT kind, recipient, subject, body FROM outbox WHERE id > ? ORDER BY id', after);
const lastMail = async () => ((await rows(built.app, 'SELECT COALESCE(MAX(id), 0) AS id FROM outbox'))[0] as { id: number }).id;

// Demo people belong to departments and organisations by position (server/seed/membershipRows.ts).
const FINANCE = 1;
const GLOBEX = 2;

describe('POST /service-desk/api/announcement', () => {
  it('mails every member of the department, one outbox row each, and logs the announcement', async () => {
    const before = await lastMail();
    const { status, body } = await send({ option: 'department', department_id: String(FINANCE), subject: 'Office move', announcement: '<p>We move on <b>Monday</b>.</p>' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Announcement sent to 3 people.', data: { recipients: 3 } });
    const sent = await mails(before);
    expect(sent.map((mail) => mail.recipient)).toEqual(['admin@example.com', 'ken.tanaka@example.com', 'niklaus.wirth@example.com']);
    for (const mail of sent) expect(mail).toMatchObject({ kind: 'announcement', subject: 'Office move', body: '<p>We move on <b>Monday</b>.</p>' });
    const [log] = await rows(built.app, "SELECT record_id, user_id, action, changes FROM activity_log WHERE resource = 'announcement' ORDER BY id DESC LIMIT 1");
    expect(log).toMatchObject({ record_id: body.data.id, user_id: 2, action: 'created' });
    expect(JSON.parse(log.changes)).toEqual({ option: [null, 'department'], department_id: [null, 'Finance'], subject: [null, 'Office move'], recipients: [null, 3] });
  });

  it('mails the members of the organisation when the target is an organisation, as JSON too', async () => {
    const before = await lastMail();
    const { status, body } = await call(built.app, admin, { method: 'POST', url: URL, payload: { option: 'organization', organization_id: GLOBEX, subject: 'Maintenance', announcement: 'Tonight' } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((await mails(before)).map((mail) => mail.recipient)).toEqual(['agent@example.com', 'dennis.kowalski@example.com', 'frances.allen@example.com', 'niklaus.wirth@example.com']);
  });

  it('sanitises the HTML before it is stored and keeps the subject on one line', async () => {
    const before = await lastMail();
    const { status } = await send({ option: 'department', department_id: String(FINANCE), subject: 'Hi\r\nBcc: all@example.com',
      announcement: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script><img src=x onerror=alert(2)></p>' });
    expect(status).toBe(200);
    const [mail] = await mails(before);
    expect(mail.subject).toBe('Hi Bcc: all@example.com');
    expect(mail.body).toBe('<p>Read <a>this</a><img src="x"></p>');
  });

  it.each([
    ['no subject', { option: 'department', department_id: '1', announcement: '<p>x</p>' }, { subject: 'This field is required.' }],
    ['a blank subject', { option: 'department', department_id: '1', subject: '  ', announcement: '<p>x</p>' }, { subject: 'This field is required.' }],
    ['no announcement', { option: 'department', department_id: '1', subject: 'S' }, { announcement: 'This field is required.' }],
    ['an empty rich text', { option: 'department', department_id: '1', subject: 'S', announcement: '<p><br></p>' }, { announcement: 'This field is required.' }],
    ['an announcement that is only a script', { option: 'department', department_id: '1', subject: 'S', announcement: '<script>alert(1)</script>' }, { announcement: 'This field is required.' }],
    ['a department target without a department', { option: 'department', organization_id: '1', subject: 'S', announcement: 'x' }, { department_id: 'This field is required.' }],
    ['an organisation target without an organisation', { option: 'organization', department_id: '1', subject: 'S', announcement: 'x' }, { organization_id: 'This field is required.' }],
    ['another target', { option: 'team', subject: 'S', announcement: 'x' }, { option: 'The selected send to is invalid.' }],
    ['an unknown department', { option: 'department', department_id: '999', subject: 'S', announcement: 'x' }, { department_id: 'The selected department is invalid.' }],
    ['an unknown organisation', { option: 'organization', organization_id: '999', subject: 'S', announcement: 'x' }, { organization_id: 'The selected organization is invalid.' }],
    ['a department id that is no number', { option: 'department', department_id: 'abc', subject: 'S', announcement: 'x' }, { department_id: 'must be integer' }],
    ['a subject over 250 characters', { option: 'department', department_id: '1', subject: 'x'.repeat(251), announcement: 'x' }, { subject: 'The subject should be less than 250 characters.' }],
  ])('refuses %s with a 412 and writes nothing', async (_case, fields, message) => {
    const mailsBefore = await count(built.app, 'outbox');
    const logsBefore = await count(built.app, 'activity_log');
    const { status, body } = await send(fields as Record<string, string>);
    expect(status).toBe(412);
    expect(body).toEqual({ success: false, message: expect.objectContaining(message) });
    expect(await count(built.app, 'outbox')).toBe(mailsBefore);
    expect(await count(built.app, 'activity_log')).toBe(logsBefore);
  });

  it('refuses a group nobody belongs to', async () => {
    await built.app.db.run("DELETE FROM user_memberships WHERE kind = 'organizations' AND item_id = 5");
    const { status, body } = await send({ option: 'organization', organization_id: '5', subject: 'S', announcement: 'x' });
    expect(status).toBe(412);
    expect(body.message).toEqual({ organization_id: 'Nobody belongs to the selected organization.' });
  });

  it('sends to a department when no target is named', async () => {
    const before = await lastMail();
    const { status, body } = await send({ department_id: String(FINANCE), subject: 'Default', announcement: 'x' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await mails(before)).toHaveLength(3);
  });

  it('is for staff: refused without a session (no CSRF token either) and for a host user', async () => {
    const fields = { option: 'department', department_id: '1', subject: 'S', announcement: 'x' };
    const before = await count(built.app, 'outbox');
    expect((await call(built.app, undefined, { method: 'POST', url: URL, ...multipartBody(fields) })).status).toBe(403);
    expect(await send(fields, user)).toMatchObject({ status: 403, body: { success: false, message: 'Forbidden.' } });
    expect(await count(built.app, 'outbox')).toBe(before);
  });
});
