import { afterEach, expect, it } from 'vitest';
import { ClaimLost, claimNextJob, IMPORT_LEASE_MS, releaseAllClaims, releaseClaim } from '../../../server/import/importClaims';
import { advanceJob, createJob, endJob, findJob, queueJob } from '../../../server/import/importJobs';
import { ensureImportTables } from '../../../server/import/importTables';
import { twoConnections } from './twoConnections';

let close = (): void => {};
afterEach(() => close());

const T = 1_000_000;
const progress = { records: 10, created: 10, updated: 0, failed: 0, warning: 0, text: 'Imported 10 of 20 rows.' };

function setUp() {
  const two = twoConnections();
  close = two.close;
  ensureImportTables(two.a);
  const queued = () => {
    const id = createJob(two.a, { resource: 'asset', userId: 1, fileName: 'a.csv', storedName: `${Math.random()}.csv`, size: 1, headers: ['Name'], newline: '\n', totalRows: 20 });
    queueJob(two.a, id, { mapping: { name: 1 }, fixed: {}, updateExisting: false, dateFormat: null });
    return id;
  };
  return { ...two, queued };
}

it('gives each job to one runner, and none while an import runs', () => {
  const { a, b, queued } = setUp();
  const first = queued();
  const second = queued();
  expect(claimNextJob(a, 'runner-a', T)).toBe(first);
  expect(claimNextJob(b, 'runner-b', T + 1)).toBeUndefined();
  advanceJob(a, first, 'runner-a', progress);
  endJob(a, first, 'runner-a', 'completed', 'Done.');
  expect(claimNextJob(b, 'runner-b', T + 2)).toBe(second);
  expect(findJob(a, second)).toMatchObject({ runner: 'runner-b' });
});

it("hands a job whose runner stopped beating to the next runner, and the old one's next batch is refused", () => {
  const { a, b, queued } = setUp();
  const id = queued();
  expect(claimNextJob(a, 'runner-a', T)).toBe(id);
  a.prepare("UPDATE import_jobs SET status = 'running' WHERE id = ?").run(id);
  expect(claimNextJob(b, 'runner-b', T + IMPORT_LEASE_MS - 1)).toBeUndefined();
  expect(claimNextJob(b, 'runner-b', Date.now() + IMPORT_LEASE_MS + 1)).toBe(id);
  expect(() => a.transaction(() => advanceJob(a, id, 'runner-a', progress))()).toThrow(ClaimLost);
  endJob(a, id, 'runner-a', 'failed', 'Not mine any more.');
  expect(findJob(b, id)).toMatchObject({ status: 'running', next_record: 0, runner: 'runner-b' });
});

it('frees a job at once when its runner lets it go or the server starts again', () => {
  const { a, b, queued } = setUp();
  const id = queued();
  expect(claimNextJob(a, 'runner-a', T)).toBe(id);
  a.prepare("UPDATE import_jobs SET status = 'running' WHERE id = ?").run(id);
  releaseClaim(a, id, 'runner-a');
  expect(claimNextJob(b, 'runner-b', T + 1)).toBe(id);
  expect(releaseAllClaims(a)).toBe(1);
  expect(claimNextJob(a, 'runner-c', T + 2)).toBe(id);
});
