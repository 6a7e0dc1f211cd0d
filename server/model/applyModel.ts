import type { SqlClient } from '../database/sqlClient';
import { describeModelDiff, type FileChange, modelDiff, type ResourceDefinition } from '../../src/kernel';
import { loadModel, ResourceFileError } from '../loadResources';
import { logActivity } from '../repositories/activityLog';
import { ensureModelTables } from '../repositories/modelTables';
import { typeProblems } from './columnTypes';
import { type ModelTexts, sameTexts } from './modelFiles';
import { currentNumber, insertVersion, versionTexts } from './modelVersions';
import { fillRequired, requiredGaps, requiredProblems } from './requiredRows';
import { schemaSnapshot, storagePlan } from './storagePlan';

/** A new model offered for a check or an apply: the whole model, every file's text. */
export interface ModelChange {
  texts: ModelTexts;
  by: number | 'files';
  /** The version it was made from: refused (stale) when another was applied since. */
  basedOn?: number;
  restoredFrom?: number;
  /** How problems name the files: '' for a version, 'schemas/' for the deployment's folder. */
  prefix?: string;
}

export type ChangeOutcome =
  | { status: 'done'; number: number | undefined; summary: string; plan: string[]; changes: FileChange[]; resources: ResourceDefinition[] }
  | { status: 'stale'; current: number | undefined }
  | { status: 'refused'; problems: string[] };

/** Thrown out of a check's transaction so that what it tried is rolled back, carrying what it found. */
class DryRun extends Error {
  constructor(readonly outcome: ChangeOutcome) {
    super('dry run');
  }
}

/** A refusal of the database itself (a unique number over rows that repeat one), not a bug of ours. */
class StorageRefusal extends Error {}

const parsed = (texts: ModelTexts) => Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, JSON.parse(text) as unknown]));

async function run(db: SqlClient, change: ModelChange, dryRun: boolean): Promise<ChangeOutcome> {
  const prefix = change.prefix ?? '';
  let resources: ResourceDefinition[];
  try {
    resources = loadModel(change.texts, prefix);
  } catch (error) {
    if (error instanceof ResourceFileError) return { status: 'refused', problems: error.errors };
    throw error;
  }
  const after = parsed(change.texts);
  const pathOf = new Map(Object.entries(after).map(([path, file]) => [(file as { $id?: string }).$id, path]));
  const fileOf = (def: ResourceDefinition) => `${prefix}${pathOf.get(def.name) ?? `${def.name}.json`}`;
  try {
    return await db.transaction(async (): Promise<ChangeOutcome> => {
      const current = await currentNumber(db);
      if (change.basedOn !== undefined && change.basedOn !== current) return { status: 'stale', current };
      const before = current === undefined ? {} : (await versionTexts(db, current))!;
      const changes = modelDiff(parsed(before), after);
      const summary = `${describeModelDiff(changes)}${change.restoredFrom ? ` Restored from version ${change.restoredFrom}.` : ''}`;
      // The same files again (a restore of the current version, a second click): nothing to do.
      if (current !== undefined && sameTexts(before, change.texts)) return { status: 'done', number: current, summary: 'No change.', plan: [], changes, resources };
      const gaps = await requiredGaps(db, before, resources, fileOf);
      const problems = [...requiredProblems(gaps), ...(await typeProblems(db, before, resources, fileOf))];
      if (problems.length) return { status: 'refused', problems };
      const schema = await schemaSnapshot(db);
      let sanitised: number;
      try {
        sanitised = await ensureModelTables(db, resources);
      } catch (error) {
        throw new StorageRefusal((error as Error).message);
      }
      const plan = [...storagePlan(schema, await schemaSnapshot(db)), ...(await fillRequired(db, gaps))];
      if (sanitised) plan.push(`${sanitised} stored rich-text value${sanitised === 1 ? '' : 's'} sanitised`);
      if (dryRun) throw new DryRun({ status: 'done', number: undefined, summary, plan, changes, resources });
      const number = await insertVersion(db, { texts: change.texts, by: change.by, basedOn: current, restoredFrom: change.restoredFrom, summary });
      // The audit log: who changed the model, when, from which version (and which one a restore brought back).
      await logActivity(db, {
        resource: 'model', recordId: number, userId: change.by === 'files' ? null : change.by, action: 'created',
        changes: { based_on: [null, current ?? null], restored_from: [null, change.restoredFrom ?? null], summary: [null, summary] },
      });
      return { status: 'done', number, summary, plan, changes, resources };
    });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    if (error instanceof StorageRefusal) return { status: 'refused', problems: [`storage: ${error.message}`] };
    throw error;
  }
}

/**
 * Applies a new model in one transaction: refused when it was made from an older version than the
 * current one (stale) or when a check fails (refused, each problem as `file pointer: reason`);
 * otherwise its tables, columns and indexes are added (nothing is dropped), rows of a property made
 * required get its default, and the version and its audit log entry are written.
 */
export const applyModel = (db: SqlClient, change: ModelChange): Promise<ChangeOutcome> => run(db, change, false);

/** The same checks and storage plan as applyModel, with nothing kept (the dry run is rolled back). */
export const checkModel = (db: SqlClient, change: ModelChange): Promise<ChangeOutcome> => run(db, change, true);
