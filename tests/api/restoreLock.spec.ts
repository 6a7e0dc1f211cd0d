// npm run restore against a real server (clusterServer.ts: a primary and two workers): refused while any
// process of the server runs on the data folder, so nothing it answered afterwards is lost; allowed once
// it stopped, or was killed (a lock held through SQLite goes with the process however it ends). A second
// server on the same folder is refused too. With PostgreSQL (DATABASE_URL) backup and restore copy no
// data folder: they refuse and name PostgreSQL's own tools; the folder's lock still keeps a second server out.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { processTree } from '../bench/serverProcess';
import { signedInBrowser, startCluster, type Browser, type Cluster } from './clusterServer';
import { multipartBody, ON_POSTGRES, PASSWORD, postgresOf } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const script = (name: string, file: string, dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', `${name}.ts`), file], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
const TYPES = '/service-desk/api/contract-type';

let server: Cluster;
const backups = mkdtempSync(join(tmpdir(), 'sd-restore-lock-'));
const file = join(backups, 'before.backup');

beforeAll(async () => {
  server = await startCluster();
}, 180_000);
afterAll(() => {
  server?.stop();
  rmSync(backups, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const created = async (admin: Browser, name: string) => {
  const answer = await admin('POST', TYPES, multipartBody({ name }));
  expect(answer.status).toBe(200);
  return answer.body.data.id as number;
};
const nameOf = async (admin: Browser, id: number) => {
  const answer = await admin('GET', `${TYPES}/${id}`);
  return answer.status === 200 ? answer.body.data.name : answer.status;
};

// Backup and restore copy a SQLite data folder: on PostgreSQL they refuse (tested below).
it.skipIf(ON_POSTGRES)('refuses a restore while the server runs, keeps what it answered after, and restores once it stopped', async () => {
  let admin = await signedInBrowser(server.port, 'admin@example.com');
  const before = await created(admin, 'Before the backup');
  expect((await script('backup', file, server.dataDir)).stdout).toMatch(/^Backed up /);
  const after = await created(admin, 'After the backup');

  await expect(script('restore', file, server.dataDir)).rejects.toMatchObject({
    code: 1,
    stderr: `Restore failed: The server is running on ${server.dataDir} (process ${server.server.pid}): stop it before restoring.\n`,
  });
  // Answered after the refused restore, and kept across a restart: the restore changed nothing.
  const answered = await created(admin, 'Answered after the refusal');
  expect(await server.ended('SIGTERM')).toBe(0);
  server = await server.restart();
  admin = await signedInBrowser(server.port, 'admin@example.com');
  expect([await nameOf(admin, after), await nameOf(admin, answered)]).toEqual(['After the backup', 'Answered after the refusal']);

  expect(await server.ended('SIGTERM')).toBe(0);
  expect((await script('restore', file, server.dataDir)).stdout).toMatch(/^Restored /);
  server = await server.restart();
  admin = await signedInBrowser(server.port, 'admin@example.com');
  expect([await nameOf(admin, before), await nameOf(admin, after), await nameOf(admin, answered)]).toEqual(['Before the backup', 404, 404]);
}, 240_000);

// As above: a restore of a SQLite data folder.
it.skipIf(ON_POSTGRES)('refuses while a worker outlives its killed primary, and not once every process is gone', async () => {
  const backup = join(backups, 'killed.backup');
  await script('backup', backup, server.dataDir);
  const [primary, ...workers] = processTree(server.server.pid!);
  expect(workers).toHaveLength(2);
  // A frozen worker cannot notice that its primary is gone: it still has the database open.
  process.kill(workers[0], 'SIGSTOP');
  expect(await server.ended('SIGKILL')).toBe('SIGKILL');
  await expect(script('restore', backup, server.dataDir)).rejects.toMatchObject({
    code: 1, stderr: `Restore failed: The server is running on ${server.dataDir}: stop it before restoring.\n`,
  });
  // The other worker ended by itself when its primary went.
  process.kill(workers[0], 'SIGKILL');
  while ([primary, ...workers].some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await script('restore', backup, server.dataDir)).stdout).toMatch(/^Restored /);
  server = await server.restart();
}, 240_000);

it.runIf(ON_POSTGRES)('refuses to back up or restore a data folder when the database is PostgreSQL, naming its own tools', async () => {
  for (const [name, refused, tool] of [['backup', 'Backup refused', 'pg_dump'], ['restore', 'Restore refused', 'pg_restore']]) {
    const failed = await script(name, file, server.dataDir).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failed?.code, name).toBe(1);
    expect(failed?.stderr, name).toMatch(new RegExp(`^${refused}: DATABASE_URL names a PostgreSQL database, and this command copies only a SQLite data folder\\. .*${tool} `));
  }
  // It answers on: nothing was stopped or changed.
  expect((await (await signedInBrowser(server.port, 'admin@example.com'))('GET', '/api/me')).status).toBe(200);
}, 60_000);

it('refuses a second server on the same data folder', async () => {
  // In the PostgreSQL run, on the first one's database too.
  const postgres = await postgresOf(server.dataDir);
  const second = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WORKERS: '2', DATA_DIR: server.dataDir, PORT: '0', DEMO_PASSWORD: PASSWORD, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  let stderr = '';
  second.stderr!.on('data', (chunk) => { stderr += chunk; });
  const code = await new Promise((resolve) => second.once('exit', resolve));
  expect({ code, stderr }).toEqual({ code: 1, stderr: `The server is running on ${server.dataDir} (process ${server.server.pid}): stop it first, or give this one a DATA_DIR of its own.\n` });
  // The first one goes on answering.
  expect((await (await signedInBrowser(server.port, 'admin@example.com'))('GET', '/api/me')).status).toBe(200);
}, 60_000);
