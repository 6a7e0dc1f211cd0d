import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { databaseUrl } from '../database/databaseUrl';
import { postgresDatabase } from '../database/postgresClient';
import { sqliteClient } from '../database/sqliteClient';
import { DB_FILE } from '../plugins/db';
import { isModelPath, isResourceFile } from './modelFiles';
import { currentNumber, versionTexts } from './modelVersions';
import { tableColumns } from '../database/tableColumns';

/**
 * Writes the current model version of the database (DATABASE_URL's, else the file in dataDir) as resource files under dir, the
 * layout of schemas/ (host/lookups.json included), each file's text as the version keeps it: a
 * version from the files gives them back character for character, one applied in the app is laid out
 * as formatModelFile writes. The folder becomes that model: a resource file the version does not hold
 * is removed, so `git diff` shows exactly what changed; meta/ and other folders are left alone.
 * Reads the database only, so the server may run meanwhile.
 */
export async function exportModel(dataDir: string, dir: string): Promise<{ number: number; written: string[]; removed: string[] }> {
  const url = databaseUrl();
  const file = join(dataDir, DB_FILE);
  if (!url && !existsSync(file)) throw new Error(`there is no database in ${dataDir} (DATA_DIR): start the server once`);
  const db = url ? postgresDatabase(url, { connections: 1 }) : sqliteClient(new Database(file, { readonly: true, fileMustExist: true }));
  try {
    // A table has a column at least: none, no table yet.
    const known = (await tableColumns(db, 'model_versions')).length > 0;
    const number = known ? await currentNumber(db) : undefined;
    if (number === undefined) throw new Error(`${url ? 'the database of DATABASE_URL' : `the database in ${dataDir}`} holds no model version yet: start the server once`);
    const texts = (await versionTexts(db, number))!;
    mkdirSync(dir, { recursive: true });
    const removed = readdirSync(dir).filter((name) => isResourceFile(name) && !(name in texts));
    for (const name of removed) rmSync(join(dir, name));
    // Only paths a model may hold: a version never names a file outside its folder.
    const written = Object.keys(texts).filter(isModelPath);
    for (const path of written) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), texts[path]);
    }
    return { number, written, removed };
  } finally {
    await db.close();
  }
}
