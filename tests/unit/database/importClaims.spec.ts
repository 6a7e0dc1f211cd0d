import { afterEach, expect, it } from 'vitest';
import { ClaimLost, claimNextJob, IMPORT_LEASE_MS, releaseAllClaims, releaseClaim } from '../../../server/import/importClaims';
import { advanceJob, createJob, endJob, findJob, queueJob } from '../../../server/import/importJobs';
import { ensureImportTables } from '../../../server/import/importTables';
import { twoConnections } from './twoConnections';

let close = async (): Promise<void> => {};
afterEach(() => close());

const T = 1_000_000;
const progress = { records: 10, created: 10, updated: 0, failed: 0, warning: 0, text: 'Imported 10 of 20 rows.' };

async function setUp() {
  const two = twoConnections();
  close = two.close;
  await ensureImportTables(two.a);
  const queued = async () => {
    const id = await createJob(two.a, { resource: 'asset', userId: 1, fileName: 'a.csv', storedName: `${Math.random()}.csv`, size: 1, headers: ['Name'], newline: '\n', totalRows: 20 });
    await queueJob(two.a, id, { mapping: { name: 1 }, fixed: {}, updateExisting: false, dateFormat: null });
    return id;
  };
  return { ...two, queued };
}

it('gives each job to one runner, and none while an import runs', async () => {
  const { a, b, queued } = await setUp();
  const first = await queued();
  const second = await queued();
  expect(await claimNextJob(a, 'runner-a', T)).toBe(first);
  expect(await claimNextJob(b, 'runner-b', T + 1)).toBeUndefined();
  await advanceJob(a, first, 'runner-a', progress);
  await endJob(a, first, 'runner-a', 'completed', 'Done.');
  expect(await claimNextJob(b, 'runner-b', T + 2)).toBe(second);
  expect(await findJob(a, second)).toMatchObject({ runner: 'runner-b' });
});

it("hands a job whose runner stopped beating to the next runner, and the old one's next batch is refused", async () => {
  const { a, b, queued } = await setUp();
  const id = await queued();
  expect(await claimNextJob(a, 'runner-a', T)).toBe(id);
  await a.run("UPDATE import_jobs SET status = 'running' WHERE id = ?", [id]);
  expect(await claimNextJob(b, 'runner-b', T + IMPORT_LEASE_MS - 1)).toBeUndefined();
  expect(await claimNextJob(b, 'runner-b', Date.now() + IMPORT_LEASE_MS + 1)).toBe(id);
  await expect(a.transaction(async () => advanceJob(a, id, 'runner-a', progress))).rejects.toThrow(ClaimLost);
  await endJob(a, id, 'runner-a', 'failed', 'Not mine any more.');
  expect(await findJob(b, id)).toMatchObject({ status: 'running', next_record: 0, runner: 'runner-b' });
});

it('frees a job at once when its runner lets it go or the server starts again', async () => {
  const { a, b, queued } = await setUp();
  const id = await queued();
  expect(await claimNextJob(a, 'runner-a', T)).toBe(id);
  await a.run("UPDATE import_jobs SET status = 'running' WHERE id = ?", [id]);
  await releaseClaim(a, id, 'runner-a');
  expect(await claimNextJob(b, 'runner-b', T + 1)).toBe(id);
  expect(await releaseAllClaims(a)).toBe(1);
  expect(await claimNextJob(a, 'runner-c', T + 2)).toBe(id);
});
