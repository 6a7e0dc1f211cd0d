import { relative } from 'node:path';
import type { ResourceDefinition } from '../../src/kernel';
import { holdDataDirLock } from '../dataDirLock';
import { openServerDatabase } from '../database/openServerDatabase';
import { loadModel, ResourceFileError } from '../loadResources';
import { applyModel } from './applyModel';
import { type ModelTexts, readModelTexts, sameTexts } from './modelFiles';
import { currentNumber, ensureModelVersionTable, insertVersion, lastFilesNumber, versionTexts } from './modelVersions';

/** The model a server process runs: a version of the database, its files and what they define. */
export interface Model {
  number: number;
  texts: ModelTexts;
  resources: ResourceDefinition[];
}

/**
 * The model a server starts from. The process that starts the server (role startup) reads the
 * deployment's folder: checked as always (a broken file stops the start with `file pointer: reason`),
 * it seeds version 1, and files changed since the last version they made are applied as a new
 * version recorded as coming from the files, with the checks of an apply. Versions an administrator
 * applied since stand while the files stay as they were. Every process then runs the newest version.
 */
export async function modelAtStart(dataDir: string, schemasDir: string, startup: boolean, databaseUrl?: string): Promise<Model> {
  const release = holdDataDirLock(dataDir);
  // A connection of its own, closed once the model is read.
  const db = openServerDatabase(dataDir, databaseUrl, { connections: 1 });
  try {
    await db.transaction(async () => ensureModelVersionTable(db));
    let current = await currentNumber(db);
    if (startup || current === undefined) {
      const folder = relative(process.cwd(), schemasDir);
      const prefix = folder ? `${folder}/` : '';
      const texts = readModelTexts(schemasDir);
      if (current === undefined) {
        const resources = loadModel(texts, prefix);
        // A new database: its tables are made from this version by the start that follows.
        current = await db.transaction(async () => insertVersion(db, { texts, by: 'files', summary: 'The model of the files.' }));
        return { number: current, texts, resources };
      }
      const fromFiles = await lastFilesNumber(db);
      const latest = (await versionTexts(db, current))!;
      if (!sameTexts(texts, (fromFiles && (await versionTexts(db, fromFiles))) || {}) && !sameTexts(texts, latest)) {
        const outcome = await applyModel(db, { texts, by: 'files', prefix });
        if (outcome.status === 'refused') throw new ResourceFileError(outcome.problems);
        if (outcome.status !== 'done' || outcome.number === undefined) throw new Error('the files could not be applied');
        return { number: outcome.number, texts, resources: outcome.resources };
      }
      // Problems in the files the server runs are named as files of the folder.
      if (sameTexts(texts, latest)) return { number: current, texts, resources: loadModel(texts, prefix) };
    }
    const texts = (await versionTexts(db, current))!;
    return { number: current, texts, resources: loadModel(texts, `model version ${current}: `) };
  } finally {
    await db.close();
    release();
  }
}
