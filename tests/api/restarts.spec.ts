// The server stopped and killed for real while it imports and while it records CAB decisions. It runs
// as one process (WORKERS=1), so a SIGKILL takes all of it at once, as a crash or the OOM killer would.
// After a SIGTERM the import stays resumable and the process ends by itself; after a SIGKILL at any
// moment the database is sound, no batch or decision is half-written, and the next start carries on to
// exactly the right result. The kill moments are drawn at random: each run tries other ones.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser, json, signedInBrowser, startCluster, type Browser, type Cluster } from './clusterServer';
import { inspect } from './besideServer';
import { cabInconsistencies, importedRows, integrity, jobOf } from './consistencyChecks';
import { multipartBody } from './helpers';
import { assetCsv, submittedTo, trackedBy } from './importHelpers';

const API = '/service-desk/api';
const ROWS = 20_000;

let server: Cluster;
beforeAll(async () => {
  // A short grace: a process that something keeps after its close says so (exit 1) a second later.
  server = await startCluster({ WORKERS: '1', STOP_GRACE_SECONDS: '1' });
}, 180_000);
afterAll(() => server?.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

type Summary = { status: string; processed: number; totalCreated: number; totalFailed: number };
const ended = (summary: Summary) => summary.status !== 'queued' && summary.status !== 'running';

/** Polls the import's tracking until `until` holds (or the import has ended); answers the summary. */
async function trackedUntil(call: Browser, id: number, until: (summary: Summary) => boolean): Promise<Summary> {
  for (;;) {
    const summary = await trackedBy(call, id);
    if (until(summary) || ended(summary)) return summary;
    await pause(20);
  }
}

/**
 * What a stopped or killed server left of an import: a sound database, the job running (or completed with
 * every row), and exactly the rows its counters say, each logged once as created. Answers the rows done.
 */
function expectWholeImport(id: number, prefix: string, moment: string): Promise<number> {
  return inspect(server.dataDir, async (db) => {
    expect(await integrity(db), moment).toBe('ok');
    const job = await jobOf(db, id);
    expect(job.status === 'running' || (job.status === 'completed' && job.next_record === ROWS), `${moment}: ${JSON.stringify(job)}`).toBe(true);
    expect(job, moment).toMatchObject({ created: job.next_record, updated: 0, failed: 0 });
    expect(await importedRows(db, prefix), moment).toEqual({ n: job.created, distinct_ids: job.created, logged: job.created });
    return job.next_record;
  });
}

it('SIGTERM mid-import: the last batch commits, the job stays resumable, the process ends by itself, and the next start resumes it', async () => {
  const admin = await signedInBrowser(server.port, 'admin@example.com');
  const importId = (await submittedTo(admin, assetCsv('TERM', ROWS))).id;
  await trackedUntil(admin, importId, (summary) => summary.processed > 0);
  // Exit 0, not the 1 of a process something still kept after its close: the import's file and timers ended with it.
  expect(await server.ended('SIGTERM')).toBe(0);
  const done = await expectWholeImport(importId, 'TERM', 'after SIGTERM');
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(ROWS);
  server = await server.restart();
  // Resumed past where it stopped; on a quick machine the rest may be in before the first look.
  const resumed = await trackedUntil(admin, importId, (summary) => summary.processed > done);
  expect(resumed.processed).toBeGreaterThan(done);
  expect(resumed.status === 'running' || (resumed.status === 'completed' && resumed.totalCreated === ROWS), JSON.stringify(resumed)).toBe(true);
}, 120_000);

it('SIGKILL mid-import and while it resumes: a sound database and whole batches each time, then exactly the file\'s rows', async () => {
  const admin = await signedInBrowser(server.port, 'admin@example.com');
  const importId = (await submittedTo(admin, assetCsv('KILL', ROWS))).id;
  const moments: string[] = [];
  const kill = async (moment: string) => {
    expect(await server.ended('SIGKILL')).toBe('SIGKILL');
    const kept = await expectWholeImport(importId, 'KILL', moment);
    moments.push(`${moment}: ${kept} rows kept`);
    server = await server.restart();
    return kept;
  };
  // Mid-way: once a random number of rows is in, a random few milliseconds into the next batch.
  const { processed } = await trackedBy(admin, importId);
  const past = randomBetween(processed + 1, processed + (ROWS - processed) / 2);
  await trackedUntil(admin, importId, (summary) => summary.processed >= past);
  await pause(randomBetween(0, 100));
  const kept = await kill(`past ${past} rows`);
  // While it resumes: a random few milliseconds after the restarted server says it runs.
  await pause(randomBetween(0, 300));
  expect(await kill('while resuming'), moments.join('; ')).toBeGreaterThanOrEqual(kept);

  expect(await trackedUntil(admin, importId, ended), moments.join('; ')).toMatchObject({ status: 'completed', totalCreated: ROWS, totalFailed: 0, processed: ROWS });
  await inspect(server.dataDir, async (db) => {
    expect(await integrity(db)).toBe('ok');
    expect(await importedRows(db, 'KILL')).toEqual({ n: ROWS, distinct_ids: ROWS, logged: ROWS });
  });
}, 180_000);

/** One decision of the plan: a level of a change decided in the app (Alan Agent) or by an approver's link. */
interface Step { change: number; subject: string; level: number; by: 'app' | string; action: 'approve' | 'deny'; comment: string }

const CHANGES = 8;
const LANES = 4;
const GRACE = 'grace.hopper@example.com';
const BARBARA = 'barbara.liskov@example.com';

it('SIGKILL mid-way through decisions in the app and by link leaves no half decision; after a restart the rest go through', async () => {
  const admin = await signedInBrowser(server.port, 'admin@example.com');
  const agent = await signedInBrowser(server.port, 'agent@example.com');
  const userIds = await inspect(server.dataDir, async (db) => Object.fromEntries((await db.all<{ id: number; email: string }>('SELECT id, email FROM users'))
    .map((user) => [user.email, user.id])));
  const tokenOf = (email: string, subject: string) => inspect(server.dataDir, async (db) =>
    /\/change-approval\/([A-Za-z0-9_-]{43})/.exec((await db.get<{ body: string }>('SELECT body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id DESC LIMIT 1',
      [email, `%${subject}`]))!.body)![1]);

  // Each change runs the Standard board: level one decided by Alan in the app or by Grace's link (every
  // fourth denied), level two by Barbara's link.
  const stamp = Date.now() % 100_000;
  const plans: Step[][] = [];
  for (let i = 0; i < CHANGES; i++) {
    const subject = `Crash ${stamp}-${i}`;
    const created = await admin('POST', `${API}/change`, multipartBody({ subject, description: '<p>Decided across a crash.</p>', requester_id: '9', status_id: '1', change_type_id: '2' }));
    const change = created.body.data.id as number;
    expect((await admin('POST', `${API}/apply-cab-approval`, json({ change_id: change, workflow_id: 1 }))).status).toBe(200);
    const [one, two] = (await admin('GET', `${API}/change-approval-status/${change}`)).body.data[0].approval_levels.map((level: { id: number }) => level.id);
    const denied = i % 4 === 3;
    plans.push([
      { change, subject, level: one, by: i % 2 ? GRACE : 'app', action: denied ? 'deny' : 'approve', comment: `Level one of ${i}` },
      ...(denied ? [] : [{ change, subject, level: two, by: BARBARA, action: 'approve' as const, comment: `Level two of ${i}` }]),
    ]);
  }
  const decide = async (step: Step) => step.by === 'app'
    ? agent('POST', `${API}/approval-action-without-hash/${step.change}`, json({ action_type: step.action, comment: step.comment, level_id: step.level }))
    : browser(server.port)('POST', `${API}/approval-action/${await tokenOf(step.by, step.subject)}`, json({ action_type: step.action, comment: step.comment }));
  const decider = (step: Step) => userIds[step.by === 'app' ? 'agent@example.com' : step.by];
  /** The steps the database holds as decided: the entry of the step's level decided by its person, as planned. */
  const recorded = () => inspect(server.dataDir, async (db) => {
    const steps: Step[] = [];
    for (const step of plans.flat()) {
      const entry = await db.get<{ status: string }>('SELECT status FROM change_cab_approvers WHERE level_id = ? AND decided_by = ?', [step.level, decider(step)]);
      if (entry?.status === (step.action === 'approve' ? 'APPROVED' : 'DENIED')) steps.push(step);
    }
    return steps;
  });
  /** Runs each change's steps in order, LANES changes at a time, skipping those already recorded; `stopAfter` answers ends it. */
  const run = async (stopAfter: number, onStop: () => Promise<unknown>) => {
    const done = new Set(await recorded());
    const waiting = [...plans];
    const answered: Step[] = [];
    let stopped = false;
    await Promise.all(Array.from({ length: LANES }, async () => {
      for (let plan = waiting.shift(); plan && !stopped; plan = waiting.shift()) {
        for (const step of plan.filter((candidate) => !done.has(candidate))) {
          if (stopped) return;
          const answer = await decide(step).catch((error: NodeJS.ErrnoException) => ({ status: error.code }));
          if (stopped) return;
          expect(answer.status, `${step.comment}: ${JSON.stringify(answer)}`).toBe(200);
          answered.push(step);
          if (answered.length === stopAfter) {
            stopped = true;
            await onStop();
          }
        }
      }
    }));
    return answered;
  };

  const total = plans.flat().length;
  const killAfter = randomBetween(2, total - 3);
  const answered = await run(killAfter, () => server.ended('SIGKILL'));
  const moment = `killed after ${killAfter} of ${total} decisions were answered`;
  await inspect(server.dataDir, async (db) => {
    expect(await integrity(db), moment).toBe('ok');
    expect(await cabInconsistencies(db), moment).toEqual([]);
  });
  // What was answered is kept (one in flight at the kill may be kept too), and level two's link was mailed with level one's approval.
  const kept = await recorded();
  expect(answered.filter((step) => !kept.includes(step)), moment).toEqual([]);
  for (const step of kept.filter((candidate) => candidate.action === 'approve' && candidate.by !== BARBARA)) {
    await inspect(server.dataDir, async (db) => expect(await db.get("SELECT COUNT(*) AS n FROM change_cab_links l JOIN change_cab_levels v ON v.id = l.level_id WHERE v.change_cab_id = (SELECT change_cab_id FROM change_cab_levels WHERE id = ?) AND v.level_order = 2 AND l.user_id = ?",
      [step.level, userIds[BARBARA]]), `${moment}: ${step.comment}`).toEqual({ n: 1 }));
  }

  server = await server.restart();
  await run(Number.POSITIVE_INFINITY, async () => undefined);
  await inspect(server.dataDir, async (db) => {
    expect(await integrity(db)).toBe('ok');
    expect(await cabInconsistencies(db), moment).toEqual([]);
    const boards: string[] = [];
    for (const plan of plans) boards.push((await db.get<{ status: string }>('SELECT status FROM change_cab_boards WHERE change_id = ?', [plan[0].change]))!.status);
    expect(boards).toEqual(plans.map((plan) => (plan[0].action === 'deny' ? 'DENIED' : 'APPROVED')));
  });
  expect(await recorded()).toHaveLength(total);
}, 120_000);
