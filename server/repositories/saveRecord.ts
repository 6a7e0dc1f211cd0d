import { type ResourceDefinition, ROW_VERSION } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { notFound } from '../httpErrors';
import { selfReferences } from '../lookups';
import { diff, logActivity, type Action } from './activityLog';
import { deleteAttachments, insertAttachment, type NewAttachment } from './attachments';
import { autoValues } from './autoValues';
import { toColumn } from './columnValues';
import { deleteCustomValues, writeCustomValues } from './customValues';
import { clearFlagOnOthers, clearReferences, deleteRecord, findRecord, insertRecord, updateRecord, type Row } from './records';
import { deleteLinksOf } from './recordLinks';
import { numberedColumns, RecordNumbers, takenNumber } from './recordNumbers';
import { ownerOf } from './resourceTable';
import { staleRecord } from './rowVersions';
import { checkUpdate } from './updateGuards';
import { now } from '../time';
import { removePlanningOf } from './savePlanningEntry';
import { clearViaTargets } from './viaLinks';

/**
 * Boolean properties only one row may hold: setting one true clears it on the others in the same
 * transaction. A rule by property name, so any resource file that declares is_default gets it.
 */
export const EXCLUSIVE_FLAGS = ['is_default'];

/** What the server keeps on every row by itself: the log records what people changed, not these. */
const SERVER_KEPT = ['created_at', 'updated_at', ROW_VERSION];
/** Values as their columns hold them (booleans 0/1, lists as JSON), to compare with a row read back. */
const storedRow = (values: Row): Row => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toColumn(value)]));

const withoutServerKept = (row: Row = {}) => Object.fromEntries(Object.entries(row).filter(([key]) => !SERVER_KEPT.includes(key)));

export interface SaveInput {
  /** Update this row; without it a row is created. */
  id?: number;
  /** The row version the update was read at (ROW_VERSION): a row at another version is not written (409). */
  version?: number;
  values: Row;
  uploads?: Array<Omit<NewAttachment, 'owner' | 'owner_id'>>;
  /** Attachment properties whose file is removed (attachment_delete=1). */
  removeAttachments?: string[];
  /** Checked values of form-group fields by key (null removes one), stored beside the row. */
  custom?: Row;
}

export interface SaveResult {
  id: number;
  action: Action;
  /** Stored files no longer referenced: the caller deletes them once the transaction committed. */
  orphanFiles: string[];
}

/** Writes a record, its attachments and its activity-log entry in one transaction. */
export async function saveRecord(db: SqlClient, def: ResourceDefinition, input: SaveInput, userId: number | null): Promise<SaveResult> {
  return db.transaction(() => writeRecord(db, def, input, userId));
}

/** Clears, on every other row, the exclusive flags a write set. */
async function keepFlagsExclusive(db: SqlClient, def: ResourceDefinition, values: Row, id: number, at: string): Promise<void> {
  for (const flag of EXCLUSIVE_FLAGS) if (values[flag] === true) await clearFlagOnOthers(db, def, flag, id, at);
}

/**
 * Inserts a new row with its automatic values (autoValues: an import batch works them out once) and
 * keeps exclusive flags exclusive. No activity entry: the caller logs the creation.
 */
export async function createRow(db: SqlClient, def: ResourceDefinition, values: Row, auto: Row, at: string): Promise<number> {
  let id: number;
  try {
    id = await insertRecord(db, def, { ...values, ...auto }, at);
  } catch (error) {
    throw takenNumber(def, error, values) ?? error;
  }
  await keepFlagsExclusive(db, def, values, id, at);
  return id;
}

/**
 * saveRecord's writes without a transaction of their own, for a caller whose transaction already
 * covers many records: inside a transaction saveRecord opens a savepoint per record.
 */
export async function writeRecord(db: SqlClient, def: ResourceDefinition, input: SaveInput, userId: number | null, at = now(), batchNumbers?: RecordNumbers): Promise<SaveResult> {
  const before = input.id === undefined ? undefined : await findRecord(db, def, input.id);
  if (input.id !== undefined && !before) throw notFound();
  const auto = input.id === undefined ? autoValues(def, userId, at) : undefined;
  // An import batch gives the numbers of all its rows from one reading of the counter.
  const numbers = batchNumbers ?? numbersOf(db, def);
  await numbers?.give(input.values, before);
  const id = input.id ?? (await createRow(db, def, input.values, auto!, at));
  if (!batchNumbers) await numbers?.close();
  if (before) {
    await checkUpdate({ db, def, id, before, values: input.values, userId });
    // The row is there (read in this transaction), so a write that did not happen met a newer version.
    if (!(await updateWithNumbers(db, def, id, input, at))) throw staleRecord(def);
    await keepFlagsExclusive(db, def, input.values, id, at);
  }
  // A created row holds what was inserted: no need to read it back.
  const after = auto ? storedRow({ id, ...input.values, ...auto }) : await findRecord(db, def, id);
  const changes = diff(withoutServerKept(before), withoutServerKept(after));
  Object.assign(changes, await writeCustomValues(db, def.name, id, input.custom ?? {}));
  const orphanFiles: string[] = [];
  for (const field of input.removeAttachments ?? []) {
    const removed = await deleteAttachments(db, ownerOf(def), id, field);
    if (removed.length) changes[field] = ['(file)', null];
    orphanFiles.push(...removed);
  }
  for (const upload of input.uploads ?? []) {
    orphanFiles.push(...await deleteAttachments(db, ownerOf(def), id, upload.field));
    await insertAttachment(db, { ...upload, owner: ownerOf(def), owner_id: id });
    changes[upload.field] = [changes[upload.field]?.[0] ?? null, upload.value];
  }
  const action: Action = before ? 'updated' : 'created';
  await logActivity(db, { resource: def.name, recordId: id, userId, action, changes }, at);
  return { id, action, orphanFiles };
}

/** The numbers of a resource with numbered properties (x-sequence); undefined when it has none. */
const numbersOf = (db: SqlClient, def: ResourceDefinition) => (numberedColumns(def).length ? new RecordNumbers(db, def) : undefined);

async function updateWithNumbers(db: SqlClient, def: ResourceDefinition, id: number, input: SaveInput, at: string): Promise<boolean> {
  try {
    return await updateRecord(db, def, id, input.values, at, input.version);
  } catch (error) {
    throw takenNumber(def, error, input.values) ?? error;
  }
}

/** Deletes a record with its attachments, planning entries and links, unhooks rows of the same table that pointed at it, logs it. */
export async function removeRecord(db: SqlClient, def: ResourceDefinition, id: number, userId: number | null): Promise<string[]> {
  return db.transaction(async () => {
    const before = withoutServerKept(await findRecord(db, def, id));
    for (const field of selfReferences(def)) await clearReferences(db, def, field.name, id);
    await deleteLinksOf(db, def.name, id);
    await clearViaTargets(db, def, id);
    await deleteCustomValues(db, def.name, id);
    const orphanFiles = [...await deleteAttachments(db, ownerOf(def), id), ...await removePlanningOf(db, def, id)];
    await deleteRecord(db, def, id);
    await logActivity(db, { resource: def.name, recordId: id, userId, action: 'deleted', changes: diff(before, {}) });
    return orphanFiles;
  });
}
