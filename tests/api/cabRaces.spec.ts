// Decisions racing on one level through the server's two worker processes (WORKERS=2, each request on
// a connection of its own): whoever commits first decides the level, every other decision is a 409
// and changes nothing, so a level moves once, is logged once and opens the next level once. Then the
// approval-link guess limit, counted in the database, holds across both workers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SqlValue } from '../../server/database/sqlClient';
import { inspect } from './besideServer';
import { browser, json, signedInBrowser, startCluster, type Answer, type Browser, type Cluster } from './clusterServer';
import { multipartBody } from './helpers';

const API = '/service-desk/api';
const CHANGES = 3;
/** Linus Okafor, Margaret Chen and Dennis Kowalski join Grace Hopper and Alan Agent on level one. */
const EXTRA_APPROVERS = [5, 6, 7];
const LINK_HOLDERS = ['grace.hopper@example.com', 'linus.okafor@example.com', 'margaret.chen@example.com', 'dennis.kowalski@example.com'];
/**
 * Unknown links an address may try. A link call counts as a guess while it is answered (given back
 * once it is no 404), so the limit lets every link of the race be answered at once: with fewer, the
 * calls past it are 429s whenever their answers overlap, as they do on PostgreSQL's connections.
 */
const LIMIT = CHANGES * LINK_HOLDERS.length;

let cluster: Cluster;
let admin: Browser;
let agent: Browser;
beforeAll(async () => {
  cluster = await startCluster({ APPROVAL_LINK_LIMIT_PER_ADDRESS: String(LIMIT) });
  admin = await signedInBrowser(cluster.port, 'admin@example.com');
  agent = await signedInBrowser(cluster.port, 'agent@example.com');
}, 180_000);
afterAll(() => cluster?.stop());

/** Reads the server's database beside it, as an administrator reads the outbox. */
const query = (sql: string, ...params: SqlValue[]): Promise<any[]> => inspect(cluster.dataDir, (db) => db.all(sql, params));

/** The approval link last mailed to `email` about the change of this subject, read beside the server before the races start. */
const tokenOf = async (email: string, subject: string) =>
  /\/change-approval\/([A-Za-z0-9_-]{43})/.exec((await query('SELECT body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id DESC LIMIT 1', email, `%${subject}`))[0].body)![1];

/** A change created by the administrator with the Standard board applied and five people able to decide level one. */
async function raceReadyChange(subject: string): Promise<{ id: number; level: number }> {
  const created = await admin('POST', `${API}/change`, multipartBody({ subject, description: '<p>Raced.</p>', requester_id: '9', status_id: '1', change_type_id: '2' }));
  const id = created.body.data.id as number;
  expect((await admin('POST', `${API}/apply-cab-approval`, json({ change_id: id, workflow_id: 1 }))).status).toBe(200);
  const level = (await admin('GET', `${API}/change-approval-status/${id}`)).body.data[0].approval_levels[0].id as number;
  for (const approver of EXTRA_APPROVERS) {
    expect((await admin('POST', `${API}/cab/add-approver`, json({ action: 'add', approver_id: approver, change_id: id, level_id: level, comment: 'Race' }))).status).toBe(200);
  }
  return { id, level };
}

it('lets exactly one of several racing decisions on a level through: one transition, one log entry, one mail to the next level', async () => {
  const stamp = Date.now() % 100000;
  const changes = [];
  for (let i = 0; i < CHANGES; i++) {
    const subject = `Race ${stamp}-${i}`;
    changes.push({ subject, ...(await raceReadyChange(subject)) });
  }
  // Every decision at once: four links and the agent in the app per change, approvals and denials mixed.
  const tokens = new Map<string, string>();
  for (const { subject } of changes) for (const email of LINK_HOLDERS) tokens.set(`${email} ${subject}`, await tokenOf(email, subject));
  const racers = changes.flatMap(({ subject, id, level }) => [
    ...LINK_HOLDERS.map((email, n) => () => browser(cluster.port)('POST', `${API}/approval-action/${tokens.get(`${email} ${subject}`)}`,
      json({ action_type: n % 2 ? 'deny' : 'approve', comment: `Racer ${n}` }))),
    () => agent('POST', `${API}/approval-action-without-hash/${id}`, json({ action_type: 'approve', comment: 'Racer in the app', level_id: level })),
  ]);
  const answers: Answer[] = await Promise.all(racers.map((race) => race()));
  expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);

  for (const [i, { id, subject }] of changes.entries()) {
    const mine = answers.slice(i * 5, i * 5 + 5);
    expect(mine.filter((answer) => answer.status === 200), JSON.stringify(mine.map((a) => [a.status, a.body.message]))).toHaveLength(1);
    for (const refused of mine.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^(The level Technical review is no longer active|The approval board Standard change board has already been denied)\.$/) } });
    }
    const decided = await query(`SELECT e.status FROM change_cab_approvers e JOIN change_cab_levels l ON l.id = e.level_id
      JOIN change_cab_boards b ON b.id = l.change_cab_id WHERE b.change_id = ? AND l.level_order = 1 AND e.status != 'PENDING'`, id);
    expect(decided).toHaveLength(1);
    const logged = await query(`SELECT changes FROM activity_log WHERE resource = 'change' AND record_id = ? AND changes LIKE '%of {1}: {2}%'`, id);
    expect(logged).toHaveLength(1);
    const [board] = await query('SELECT status FROM change_cab_boards WHERE change_id = ?', id);
    const nextLevelMails = await query("SELECT recipient FROM outbox WHERE kind = 'cab_approval_request' AND subject LIKE ? AND recipient = 'barbara.liskov@example.com'", `%${subject}`);
    if (decided[0].status === 'APPROVED') {
      expect(board.status).toBe('PENDING');
      expect(nextLevelMails).toHaveLength(1);
    } else {
      expect(board.status).toBe('DENIED');
      expect(nextLevelMails).toHaveLength(0);
      expect(await query(`SELECT 1 FROM activity_log WHERE resource = 'change' AND record_id = ? AND changes LIKE '%marked the approval board%'`, id)).toHaveLength(1);
    }
  }
}, 120_000);

it('answers unknown links alike until the address has used its guesses, then 429 from every worker, a real link too', async () => {
  const guesses: Answer[] = [];
  for (let i = 0; i < 3 * LIMIT; i++) {
    const path = i % 2 ? `${API}/contract-details/${'B'.repeat(42)}${i % 10}/1` : `${API}/change-conversation/${'A'.repeat(42)}${i % 10}`;
    guesses.push(await browser(cluster.port)('GET', path));
  }
  const unknown = guesses.slice(0, LIMIT);
  expect(unknown.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(404));
  expect(new Set(unknown.map((answer) => JSON.stringify(answer.body)))).toEqual(new Set([JSON.stringify({ success: false, message: 'Invalid approval link.' })]));
  const limited = guesses.slice(LIMIT);
  expect(limited.every((answer) => answer.status === 429 && Number(answer.headers['retry-after']) > 0)).toBe(true);
  expect(limited[0].body.message).toMatch(/^Too many unknown approval links\. Try again in \d+ seconds\.$/);
  expect(new Set(limited.map((answer) => answer.servedBy)).size).toBe(2);
  const [mail] = await query("SELECT body FROM outbox WHERE kind = 'cab_approval_request' ORDER BY id DESC LIMIT 1");
  const real = /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
  expect((await browser(cluster.port)('GET', `${API}/change-conversation/${real}`)).status).toBe(429);
  // Signed-in calls are no public link calls: they go on.
  expect((await admin('GET', '/api/me')).status).toBe(200);
});
