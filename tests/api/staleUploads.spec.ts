// An upload nobody submitted within a day is deleted with its file; younger uploads and submitted
// jobs stay. Run against the real import tables and folder, the job made through the upload route.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { areaFolder } from '../../server/files/folderFileStore';
import { removeStaleUploads, STALE_UPLOAD_MS } from '../../server/import/staleUploads';
import { now } from '../../server/time';
import { build, call, login, type Built, type Session } from './helpers';
import { guessedMapping, SUBMIT, TRACKING, uploaded } from './importHelpers';

let built: Built;
let admin: Session;
beforeAll(async () => { built = await build(); admin = await login(built.app); });
afterAll(() => built.close());

const CSV = 'Identifier,Name,Asset type\nOLD-1,Old upload,Laptop\n';
const fileOf = async (id: number) => {
  const { stored_name } = (await built.app.db.get<{ stored_name: string }>('SELECT stored_name FROM import_jobs WHERE id = ?', [id]))!;
  return join(areaFolder(built.dataDir, 'imports'), stored_name);
};
const uploadedAgo = (id: number, ms: number) =>
  built.app.db.run('UPDATE import_jobs SET created_at = ? WHERE id = ?', [now(new Date(Date.now() - ms)), id]);

it('deletes an upload left unsubmitted for a day, with its file, and keeps younger and submitted ones', async () => {
  const stale = await uploaded(built.app, admin, CSV);
  const young = await uploaded(built.app, admin, CSV);
  const submitted = await uploaded(built.app, admin, CSV.replace('OLD-1', 'OLD-2'));
  const mapped = await guessedMapping(built.app, admin, submitted);
  expect((await call(built.app, admin, { method: 'POST', url: SUBMIT, payload: { import_id: submitted, mapped_system_attributes: mapped } })).status).toBe(200);
  await uploadedAgo(stale, STALE_UPLOAD_MS + 60_000);
  await uploadedAgo(young, STALE_UPLOAD_MS - 60_000);
  await uploadedAgo(submitted, STALE_UPLOAD_MS + 60_000);
  const staleFile = await fileOf(stale);
  expect(existsSync(staleFile)).toBe(true);

  expect(await removeStaleUploads(built.app.db, built.app.files, new Date())).toBe(1);
  expect(existsSync(staleFile)).toBe(false);
  expect((await call(built.app, admin, { method: 'GET', url: `${TRACKING}/${stale}` })).status).toBe(404);
  expect(existsSync(await fileOf(young))).toBe(true);
  expect((await call(built.app, admin, { method: 'GET', url: `${TRACKING}/${submitted}` })).status).toBe(200);
  expect(await removeStaleUploads(built.app.db, built.app.files, new Date())).toBe(0);
});
