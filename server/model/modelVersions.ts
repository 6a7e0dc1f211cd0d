/**
 * The model as numbered versions in the database: each apply, restore or changed deployment adds one,
 * and every server process runs from the newest (liveModel.ts). A version keeps its files' texts as
 * they were given, so an export gives them back character for character.
 */
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { now } from '../time';
import type { ModelTexts } from './modelFiles';

const versionsTable = (integer: string) => `
CREATE TABLE IF NOT EXISTS model_versions (
  number ${integer} PRIMARY KEY,
  files TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('files', 'app')),
  applied_by ${integer},
  based_on ${integer},
  restored_from ${integer},
  summary TEXT NOT NULL,
  applied_at TEXT NOT NULL
);`;

export const ensureModelVersionTable = (db: SqlClient) => db.exec(versionsTable(sqlTypes(db.dialect).integer));

/** Who made a version: the deployment's files (SCHEMAS_DIR) or an administrator in the app. */
export type AppliedBy = 'files' | { id: number; name: string };

export interface VersionEntry {
  number: number;
  applied_by: AppliedBy;
  applied_at: string;
  /** The version it was made from (none for the first). */
  based_on: number | null;
  restored_from: number | null;
  summary: string;
}

export interface ModelVersion extends VersionEntry {
  texts: ModelTexts;
}

export interface NewVersion {
  texts: ModelTexts;
  by: number | 'files';
  basedOn?: number;
  restoredFrom?: number;
  summary: string;
}

const SELECT = `SELECT v.number, v.source, v.applied_by, u.name AS applied_by_name, v.applied_at, v.based_on, v.restored_from, v.summary
  FROM model_versions v LEFT JOIN users u ON u.id = v.applied_by`;

type VersionRow = Omit<VersionEntry, 'applied_by'> & { source: 'files' | 'app'; applied_by: number | null; applied_by_name: string | null };

const entryOf = ({ source, applied_by, applied_by_name, ...rest }: VersionRow): VersionEntry => ({
  ...rest, applied_by: source === 'files' || applied_by === null ? 'files' : { id: applied_by, name: applied_by_name ?? '' },
});

/** The newest version's number; undefined before the first start recorded one. Cheap: read on every request. */
export const currentNumber = async (db: SqlClient): Promise<number | undefined> =>
  (await db.get<{ n: number | null }>('SELECT MAX(number) AS n FROM model_versions'))!.n ?? undefined;

/** Every version, newest first, without its files. */
export const listVersions = async (db: SqlClient): Promise<VersionEntry[]> =>
  (await db.all<VersionRow>(`${SELECT} ORDER BY v.number DESC`)).map(entryOf);

/** One version's files (no join: the start reads them before the users table may exist). */
export async function versionTexts(db: SqlClient, number: number): Promise<ModelTexts | undefined> {
  const row = await db.get<{ files: string }>('SELECT files FROM model_versions WHERE number = ?', [number]);
  return row === undefined ? undefined : (JSON.parse(row.files) as ModelTexts);
}

/** One version with who made it and its files, or undefined. */
export async function findVersion(db: SqlClient, number: number): Promise<ModelVersion | undefined> {
  const row = await db.get<VersionRow>(`${SELECT} WHERE v.number = ?`, [number]);
  return row && { ...entryOf(row), texts: (await versionTexts(db, number))! };
}

/** The newest version the deployment's files made, to tell whether they changed since. */
export const lastFilesNumber = async (db: SqlClient): Promise<number | undefined> =>
  (await db.get<{ n: number | null }>("SELECT MAX(number) AS n FROM model_versions WHERE source = 'files'"))!.n ?? undefined;

/** Adds the next version (inside the caller's write transaction) and answers its number. */
export async function insertVersion(db: SqlClient, version: NewVersion, at = now()): Promise<number> {
  const number = ((await currentNumber(db)) ?? 0) + 1;
  await db.run(`INSERT INTO model_versions (number, files, source, applied_by, based_on, restored_from, summary, applied_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, [number, JSON.stringify(version.texts), version.by === 'files' ? 'files' : 'app',
    version.by === 'files' ? null : version.by, version.basedOn ?? null, version.restoredFrom ?? null, version.summary, at]);
  return number;
}
