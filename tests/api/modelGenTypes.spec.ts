// `npm run gen:types -- --server <url> --user <email>` against a real server listening on a port: it
// signs in through the sign-in route and writes the types of the current version, so a property an
// administrator applied is in the generated type; an agent is refused, and so is a password sent in
// clear text to another machine.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverModel } from '../../scripts/serverModel';
import { call, PASSWORD, signedIn, type SignedIn } from './helpers';

const ROOT = join(import.meta.dirname, '..', '..');
const MODEL = '/service-desk/api/model';
let s: SignedIn;
let server: string;
const out = mkdtempSync(join(tmpdir(), 'sd-gen-types-'));

beforeAll(async () => {
  s = await signedIn();
  server = await s.built.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await s?.built.close();
  rmSync(out, { recursive: true, force: true });
});

const genTypes = (user: string) => promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts', '--server', server, '--user', user, '--out', out],
  { cwd: ROOT, env: { ...process.env, SERVICE_DESK_PASSWORD: PASSWORD } });

it('writes the types of the server\'s current version: a property applied a moment before is in its type', async () => {
  const { number, files } = (await call(s.built.app, s.admin, { method: 'GET', url: MODEL })).body.data;
  files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
  const applied = await call(s.built.app, s.admin, { method: 'POST', url: `${MODEL}/apply`, payload: { version: number, files } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);

  const { stdout } = await genTypes('admin@example.com');
  expect(stdout).toContain(`wrote ${out} from ${server}`);
  const vendor = readFileSync(join(out, 'vendor.ts'), 'utf8');
  expect(vendor).toContain(`Generated from vendor.json of the server's model version ${number + 1}`);
  expect(vendor).toMatch(/^\s+phone\?: string;$/m);
  expect(readFileSync(join(out, 'index.ts'), 'utf8')).toContain("export type { Vendor } from './vendor';");
}, 60_000);

it('stops with the server\'s answer when the account may not read the model', async () => {
  const failed = await genTypes('agent@example.com').then(() => undefined, (error: { code: number; stderr: string }) => error);
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain('reading the model (administrators only): 403');
}, 60_000);

it('sends no password in clear text to another machine', async () => {
  await expect(serverModel({ server: 'http://example.com', user: 'admin@example.com', password: 'secret' })).rejects.toThrow('use https://');
});
