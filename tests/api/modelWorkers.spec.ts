// The model live on every process of a server run with WORKERS=2 (clusterServer.ts): a version applied
// through one worker is served by both at their next request, with no restart and no request failed
// meanwhile (50 clients loading lists throughout: every answer 200), and of two applies made from one
// version, whichever workers answer them, one wins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, json, signedInBrowser, startCluster, type Cluster } from './clusterServer';

const MODEL = '/service-desk/api/model';
const BUILDINGS = '/service-desk/api/building-list';
let cluster: Cluster;
let admin: Browser;
let agent: Browser;

beforeAll(async () => {
  cluster = await startCluster();
  admin = await signedInBrowser(cluster.port, 'admin@example.com');
  agent = await signedInBrowser(cluster.port, 'agent@example.com');
}, 180_000);
afterAll(() => cluster?.stop());

/** The current model with a new resource, buildings (a route no worker has before it is applied). */
async function withBuildings() {
  const { number, files } = (await admin('GET', MODEL)).body.data;
  files['building.json'] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'new-resource', 'building.json'), 'utf8'));
  return { version: number, files };
}

it('serves a version applied through one worker from both at their next request, failing no request meanwhile', async () => {
  const before = await Promise.all(Array.from({ length: 4 }, () => agent('GET', BUILDINGS)));
  expect(before.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  expect(new Set(before.map((answer) => answer.servedBy)).size).toBe(2);

  // Agents keep reading lists while the version is applied and picked up.
  const reads = Array.from({ length: 30 }, (_, i) => agent('GET', `/service-desk/api/vendor-list?page=${1 + (i % 3)}`));
  const applied = await admin('POST', `${MODEL}/apply`, json(await withBuildings()));
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const after = await Promise.all(Array.from({ length: 6 }, () => agent('GET', BUILDINGS)));
  expect((await Promise.all(reads)).map((answer) => answer.status)).toEqual(Array(30).fill(200));
  expect(after.map((answer) => answer.status)).toEqual(Array(6).fill(200));
  expect(new Set(after.map((answer) => answer.servedBy)).size).toBe(2);
}, 60_000);

it('lets one of two applies made from the same version win, the other answered 409, whichever workers answer them', async () => {
  const second = await signedInBrowser(cluster.port, 'admin@example.com');
  const change = await withBuildings();
  change.files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
  const answers = await Promise.all([admin, second].map((call) => call('POST', `${MODEL}/apply`, json(change))));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ current: change.version + 1 });
  expect((await admin('GET', `${MODEL}/versions`)).body.data.versions.map((entry: { number: number }) => entry.number)).toEqual([3, 2, 1]);
}, 60_000);

it('answers every list load of 50 clients with 200 while a version is applied and picked up by both workers', async () => {
  const lists = ['vendor-list?page=1', 'change-list?limit=10', 'asset-list?limit=10', 'problem-list?limit=10'];
  const started = { applied: false };
  // Each client loads lists one after another, as a browser does, until it has loaded two after the apply was answered.
  const client = async (n: number) => {
    const answers = [];
    for (let i = 0, after = 0; after < 2; i++) {
      if (started.applied) after++;
      answers.push(await agent('GET', `/service-desk/api/${lists[(n + i) % lists.length]}`));
    }
    return answers;
  };
  const clients = Array.from({ length: 50 }, (_, n) => client(n));
  const { number: version, files } = (await admin('GET', MODEL)).body.data;
  files['vendor.json'].properties.fax = { type: 'string', title: 'Fax', maxLength: 30 };
  const applied = await admin('POST', `${MODEL}/apply`, json({ version, files }));
  started.applied = true;
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const answers = (await Promise.all(clients)).flat();
  expect(answers.length).toBeGreaterThanOrEqual(100);
  expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)).toEqual([]);
  expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
}, 120_000);

it('stops cleanly on SIGTERM once the workers serve a newer version (its apps closed with theirs)', async () => {
  expect((await agent('GET', BUILDINGS)).status).toBe(200);
  expect(await cluster.ended('SIGTERM')).toBe(0);
}, 60_000);
