// Two servers as if on two machines: two processes on two ports, sharing no memory, one PostgreSQL
// database between them. Whatever a request did on one is what a request to the other sees. Runs in
// the suite's PostgreSQL run (DATABASE_URL names the cluster).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../server/database/postgresClient';
import type { SqlDatabase } from '../../server/database/sqlClient';
import { freshPostgres } from '../unit/database/testDatabases';
import { type Answer, type Browser, browser, json, signedInBrowser, startCluster, type Cluster } from './clusterServer';
import { multipartBody, ON_POSTGRES } from './helpers';
import { assetCsv, submittedTo, TRACKING } from './importHelpers';

const API = '/service-desk/api';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!ON_POSTGRES)('two servers on two machines, one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let db: SqlDatabase;
  let a: Cluster;
  let b: Cluster;
  let adminA: Browser;

  beforeAll(async () => {
    database = await freshPostgres(process.env.DATABASE_URL);
    // One process each (no primary): the first makes and seeds the database, the second finds it made.
    a = await startCluster({ DATABASE_URL: database.url, WORKERS: '1' });
    b = await startCluster({ DATABASE_URL: database.url, WORKERS: '1' });
    db = postgresDatabase(database.url, { connections: 2 });
    adminA = await signedInBrowser(a.port, 'admin@example.com');
  }, 180_000);

  afterAll(async () => {
    a?.stop();
    b?.stop();
    await db?.close();
    await database?.drop();
  });

  it('takes a sign-in made on one on the other, and reads a write made on one on the other at once', async () => {
    const cookies = new Map<string, string>();
    const onA = browser(a.port, cookies);
    await onA('GET', '/api/me');
    expect((await onA('POST', '/api/login', json({ email: 'agent@example.com', password: 'test-password' }))).status).toBe(200);
    const onB = browser(b.port, cookies);
    const me = await onB('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'agent@example.com' });
    expect(me.servedBy).not.toBe((await onA('GET', '/api/me')).servedBy);

    // B keeps the list's answer between writes; a write on A is in B's next answer.
    const listOnB = async () => (await onB('GET', `${API}/vendor-list?limit=500`)).body.data.vendors.map((vendor: { name: string }) => vendor.name);
    expect(await listOnB()).toEqual(await listOnB());
    const created = await adminA('POST', `${API}/vendor`, multipartBody({ name: 'Made on machine A', email: 'a@machine.example.com', primary_contact: 'Ann A', address: '1 A Street', description: '<p>A</p>' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await listOnB()).toContain('Made on machine A');
    const read = await onB('GET', `${API}/vendor/${created.body.data.id}`);
    expect(read.body.data).toMatchObject({ name: 'Made on machine A' });
  });

  it('runs an import submitted on one once, tracked from both', async () => {
    const ROWS = 500;
    const { id } = await submittedTo(adminA, assetCsv('TWO', ROWS));
    const adminB = browser(b.port);
    await adminB('GET', '/api/me');
    await adminB('POST', '/api/login', json({ email: 'admin@example.com', password: 'test-password' }));
    const trackedBy = new Set<number>();
    let summary: { status: string } | undefined;
    for (let polls = 0; polls < 600; polls++) {
      const answer = await (polls % 2 ? adminB : adminA)('GET', `${TRACKING}/${id}`);
      trackedBy.add(answer.servedBy);
      summary = answer.body.data.summary;
      if (summary?.status !== 'queued' && summary?.status !== 'running' && trackedBy.size === 2) break;
      await pause(100);
    }
    expect(summary).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0 });
    expect(await db.get("SELECT COUNT(*) AS n, COUNT(DISTINCT identifier) AS distinct_ids FROM sd_assets WHERE identifier LIKE 'TWO-%'"))
      .toEqual({ n: ROWS, distinct_ids: ROWS });
    expect(await db.get("SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'asset' AND action = 'created' AND record_id IN (SELECT id FROM sd_assets WHERE identifier LIKE 'TWO-%')"))
      .toEqual({ n: ROWS });
  });

  /** A change with the Standard board applied, as the administrator makes it on A: its first level's id. */
  async function changeWithBoard(subject: string): Promise<{ id: number; level: number }> {
    const created = await adminA('POST', `${API}/change`, multipartBody({ subject, description: '<p>Two machines.</p>', requester_id: '9', status_id: '1', change_type_id: '2' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect((await adminA('POST', `${API}/apply-cab-approval`, json({ change_id: id, workflow_id: 1 }))).status).toBe(200);
    const level = (await adminA('GET', `${API}/change-approval-status/${id}`)).body.data[0].approval_levels[0].id as number;
    return { id, level };
  }

  it('moves a level once when one decision is sent to both at the same moment', async () => {
    const { id, level } = await changeWithBoard('Decided on two machines');
    const agentA = await signedInBrowser(a.port, 'agent@example.com');
    const agentB = await signedInBrowser(b.port, 'agent@example.com');
    const decide = (call: Browser) => call('POST', `${API}/approval-action-without-hash/${id}`, json({ action_type: 'approve', comment: 'Both at once', level_id: level }));
    const answers: Answer[] = await Promise.all([decide(agentA), decide(agentB)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.all("SELECT status FROM change_cab_approvers WHERE level_id = ? AND status != 'PENDING'", [level])).toEqual([{ status: 'APPROVED' }]);
    expect(await db.get("SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'change' AND record_id = ? AND changes LIKE '%Both at once%'", [id])).toEqual({ n: 1 });
  });

  it('mails a reminder that falls due once, whichever machine looks first', async () => {
    const { id } = await changeWithBoard('Reminded from two machines');
    const board = (await db.get<{ id: number }>('SELECT id FROM change_cab_boards WHERE change_id = ?', [id]))!.id;
    const mailed = async () => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'cab_auto_reminder' AND subject LIKE ?", ['%Reminded from two machines']))!.n;
    const logged = async () => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM activity_log WHERE resource = 'change' AND record_id = ? AND changes LIKE '%automatic reminder%'", [id]))!.n;
    const waiting = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM change_cab_approvers e JOIN change_cab_levels l ON l.id = e.level_id
      WHERE l.change_cab_id = ? AND l.level_order = 1 AND e.status = 'PENDING'`, [board]))!.n;
    expect(await mailed()).toBe(0);
    // Due now: reminded last two hours ago, every hour. Both machines look a few times a minute.
    await db.run("UPDATE change_cab_boards SET send_auto_reminders = 1, reminder_interval = 1, last_reminded_at = '2000-01-01 00:00:00' WHERE id = ?", [board]);
    for (let i = 0; i < 100 && (await mailed()) === 0; i++) await pause(1_000);
    expect(await mailed()).toBeGreaterThan(0);
    // A look of the other machine after it (every 10 s each) finds it sent.
    await pause(12_000);
    expect(await logged()).toBe(1);
    expect(await mailed()).toBeLessThanOrEqual(waiting);
  }, 150_000);
});
