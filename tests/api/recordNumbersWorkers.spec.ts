// Record numbers given by two worker processes at once (clusterServer.ts): every create gets its own
// number, none is skipped or given twice, whichever worker answers.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inspect } from './besideServer';
import { signedInBrowser, startCluster, type Cluster } from './clusterServer';
import { multipartBody } from './helpers';

let cluster: Cluster;
beforeAll(async () => { cluster = await startCluster(); }, 180_000);
afterAll(() => cluster?.stop());

it('gives 40 problems created at once through two workers 40 different numbers in a row', async () => {
  const callers = await Promise.all(['admin@example.com', 'agent@example.com'].map((email) => signedInBrowser(cluster.port, email)));
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => callers[i % 2]('POST', '/service-desk/api/problem/', multipartBody({
    subject: `Raced ${i}`, description: '<p>x</p>', requester_id: '11', department_id: '3', impact_id: '2', status_type_id: '1', priority_id: '3',
  }))));
  expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
  expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
  const numbers = (await inspect(cluster.dataDir, (db) => db.all<{ identifier: string }>("SELECT identifier FROM sd_problem WHERE subject LIKE 'Raced %' ORDER BY identifier")))
    .map((row) => row.identifier);
  // The demo holds PRB-0001 … PRB-0040.
  expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `PRB-${String(41 + i).padStart(4, '0')}`));
}, 60_000);
