// What a start makes of the deployment's files (SCHEMAS_DIR): version 1 on a new database, a new
// version recorded as coming from the files when they changed, the administrator's later versions kept
// while they did not, and files the data refuses stopping the start with their pointer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ResourceFileError, SCHEMAS_DIR } from '../../server/loadResources';
import { build, call, login } from './helpers';

const MODEL = '/service-desk/api/model';
const work = mkdtempSync(join(tmpdir(), 'sd-model-start-'));
const schemasDir = join(work, 'schemas');
const dataDir = join(work, 'data');
cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Starts the server on the folders, answers what `read` reads as an administrator, and stops it. */
async function started<T>(read: (get: (url: string) => Promise<any>, post: (url: string, payload: object) => Promise<any>) => Promise<T>): Promise<T> {
  const built = await build({ schemasDir, dataDir });
  try {
    const admin = await login(built.app);
    return await read(async (url) => (await call(built.app, admin, { method: 'GET', url })).body.data,
      async (url, payload) => call(built.app, admin, { method: 'POST', url, payload }));
  } finally {
    await built.close();
  }
}
const versions = (get: (url: string) => Promise<any>) => get(`${MODEL}/versions`).then((data) => data.versions);
const editVendor = (edit: (file: any) => void) => {
  const path = join(schemasDir, 'vendor.json');
  const file = JSON.parse(readFileSync(path, 'utf8'));
  edit(file);
  writeFileSync(path, JSON.stringify(file, null, 2));
};

it('keeps an administrator\'s version over files that did not change, and applies files that did as a version of their own', async () => {
  await started(async (get, post) => {
    expect(await versions(get)).toMatchObject([{ number: 1, applied_by: 'files' }]);
    const { number, files } = await get(MODEL);
    files['vendor.json'].properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
    expect((await post(`${MODEL}/apply`, { version: number, files })).status).toBe(200);
  });
  // The same files again: the administrator's version stands.
  await started(async (get) => {
    expect((await versions(get)).map((entry: { number: number }) => entry.number)).toEqual([2, 1]);
    expect((await get(MODEL)).files['vendor.json'].properties.phone).toBeDefined();
  });
  // Files edited since: they are the model now, recorded as theirs.
  editVendor((file) => { file.properties.fax = { type: 'string', title: 'Fax', maxLength: 30 }; });
  await started(async (get) => {
    const [latest] = await versions(get);
    expect(latest).toMatchObject({ number: 3, applied_by: 'files', based_on: 2, summary: 'vendor.json: property fax added; property phone removed.' });
    expect(Object.keys((await get(MODEL)).files['vendor.json'].properties)).toContain('fax');
  });
});

it('stops the start with the pointer when the files make a property required that rows lack, with no default', async () => {
  editVendor((file) => {
    file.properties.tax_id = { type: 'string', title: 'Tax id', maxLength: 30 };
    file.required.push('tax_id');
  });
  const refused = await build({ schemasDir, dataDir }).then(() => undefined, (error: unknown) => error);
  expect(refused).toBeInstanceOf(ResourceFileError);
  expect((refused as ResourceFileError).errors).toEqual([
    `${relative(process.cwd(), schemasDir)}/vendor.json /required/5: "tax_id" is now required, but 40 rows of sd_vendors have no value: give it a default`,
  ]);
});
