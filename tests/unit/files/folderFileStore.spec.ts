// The folder store takes only names the server makes: a hostile stored name is refused before it
// is joined into a path, so nothing is written, read or removed outside the store's area.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { newStoredName, UnsafeFileName } from '../../../server/files/fileStore';
import { folderFileStore } from '../../../server/files/folderFileStore';

const root = mkdtempSync(join(tmpdir(), 'sd-store-'));
const filesDir = join(root, 'files');
const store = folderFileStore(filesDir);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HOSTILE = ['../x', 'a/b', 'a\\b', '..', '.', '', '../../files/attachments/x', '/etc/passwd', 'x\u0000y', '.hidden', 'a..b'];

it('refuses a hostile stored name in every operation, touching nothing outside the area', async () => {
  // A file beside the store that a '../x' removal would reach.
  writeFileSync(join(filesDir, 'x'), 'OUTSIDE');
  for (const name of HOSTILE) {
    await expect(store.write('attachments', name, Readable.from(['BYTES'])), name).rejects.toBeInstanceOf(UnsafeFileName);
    await expect(store.read('attachments', name), name).rejects.toBeInstanceOf(UnsafeFileName);
    await expect(store.remove('attachments', [name]), name).rejects.toBeInstanceOf(UnsafeFileName);
    await expect(store.copy('attachments', newStoredName(), name), name).rejects.toBeInstanceOf(UnsafeFileName);
    await expect(store.localPath('imports', name), name).rejects.toBeInstanceOf(UnsafeFileName);
  }
  expect(existsSync(join(filesDir, 'x'))).toBe(true);
  expect(readdirSync(filesDir).sort()).toEqual(['attachments', 'imports', 'x']);
  expect(readdirSync(join(filesDir, 'attachments'))).toEqual([]);
  expect(readdirSync(root)).toEqual(['files']);
});

it('writes, reads with its size, copies and removes a stored name, and never writes one twice', async () => {
  const name = newStoredName('.csv');
  expect(name).toMatch(/^[0-9a-f]{32}\.csv$/);
  await store.write('imports', name, Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]));
  await expect(store.write('imports', name, Readable.from(['OTHER']))).rejects.toMatchObject({ code: 'EEXIST' });
  const read = await store.read('imports', name);
  expect(read?.size).toBe(8);
  expect(Buffer.concat(await read!.stream.toArray()).toString()).toBe('a,b\n1,2\n');
  const copy = newStoredName('.csv');
  await store.copy('imports', name, copy);
  expect(await store.localPath('imports', copy)).toBe(join(filesDir, 'imports', copy));
  await store.remove('imports', [name, copy, newStoredName()]);
  expect(await store.read('imports', name)).toBeUndefined();
  expect(readdirSync(join(filesDir, 'imports'))).toEqual([]);
});
