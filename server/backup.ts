import Database from 'better-sqlite3';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { withDataDirAlone } from './dataDirLock';
import { areaFolder } from './files/folderFileStore';
import { DB_FILE } from './plugins/db';

/** Where a backup keeps the attachments: beside the database copy, `<file>.attachments/`. */
export const attachmentsBeside = (file: string) => `${file}.attachments`;

export interface BackupFigures { pages: number; attachments: boolean }

/**
 * Copies the data folder's database into `file` while the server runs (SQLite's online backup: a
 * consistent snapshot, the server's writes wait only for each step of the copy), then its
 * attachments (from the attachments area of the files folder, FILES_DIR) into `<file>.attachments/`. The database goes first: every file its rows name was
 * written before the row, so the copy that follows has it (only a file deleted in between is missing).
 * Written beside the target and renamed at the end, so a failed backup leaves no half file.
 */
export async function backupData(dataDir: string, file: string, filesDir = dataDir): Promise<BackupFigures> {
  const source = join(dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: is DATA_DIR right?`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  const partial = `${file}.partial`;
  let pages = 0;
  try {
    await db.backup(partial, { progress: ({ totalPages }) => { pages = totalPages; return 1_000; } });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  renameSync(partial, file);
  const attachments = areaFolder(filesDir, 'attachments');
  rmSync(attachmentsBeside(file), { recursive: true, force: true });
  const copied = existsSync(attachments);
  if (copied) cpSync(attachments, attachmentsBeside(file), { recursive: true });
  return { pages, attachments: copied };
}

/**
 * Puts a backup back into the data folder: the database (checked whole first), and its attachments
 * into the files folder's attachments area (FILES_DIR).
 * Refused while a server runs on the folder (it would go on writing to the file it had open, and
 * what it answered afterwards would be lost), and no server starts until it is done (dataDirLock.ts).
 */
export function restoreData(file: string, dataDir: string, filesDir = dataDir): void {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  withDataDirAlone(dataDir, () => replaceData(file, dataDir, filesDir));
}

function replaceData(file: string, dataDir: string, filesDir: string): void {
  const check = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup ${file} is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  const target = join(dataDir, DB_FILE);
  const incoming = `${target}.restoring`;
  cpSync(file, incoming);
  // The old database's write-ahead log would be replayed over the restored file: it goes first.
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
  const attachments = areaFolder(filesDir, 'attachments');
  rmSync(attachments, { recursive: true, force: true });
  if (existsSync(attachmentsBeside(file))) cpSync(attachmentsBeside(file), attachments, { recursive: true });
}
