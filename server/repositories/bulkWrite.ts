import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { logActivity } from './activityLog';
import type { NewAttachment } from './attachments';
import { toColumn } from './columnValues';
import { findRecord, updateRecord, type Row } from './records';
import { insertReply } from './replies';
import { checkUpdate } from './updateGuards';

/**
 * Writes the same values to several rows of a resource in one transaction, each row's change logged
 * on it as an update; a row that holds the values already is left untouched. Rows are known to exist.
 */
export async function setOnRows(db: SqlClient, def: ResourceDefinition, ids: number[], values: Row, userId: number | null): Promise<void> {
  await db.transaction(async () => {
    for (const id of ids) {
      const before = (await findRecord(db, def, id)) ?? {};
      const changed = Object.entries(values).filter(([name, value]) => (before[name] ?? null) !== toColumn(value));
      if (!changed.length) continue;
      await checkUpdate({ db, def, id, before, values: Object.fromEntries(changed), userId });
      await updateRecord(db, def, id, Object.fromEntries(changed));
      const changes = Object.fromEntries(changed.map(([name, value]): [string, [unknown, unknown]] => [name, [before[name] ?? null, value]]));
      await logActivity(db, { resource: def.name, recordId: id, userId, action: 'updated', changes });
    }
  });
}

type ReplyFile = Omit<NewAttachment, 'owner' | 'owner_id' | 'field'>;

/**
 * Adds the same reply to several rows in one transaction, each with its own copy of the files
 * (filesOf(index) for the index-th row), logged on each row as the reply's text.
 */
export async function replyToRows(db: SqlClient, def: ResourceDefinition, ids: number[], text: string, filesOf: (index: number) => ReplyFile[], userId: number | null): Promise<void> {
  await db.transaction(async () => {
    for (const [index, id] of ids.entries()) {
      await insertReply(db, def, { recordId: id, userId, text, files: filesOf(index) });
      await logActivity(db, { resource: def.name, recordId: id, userId, action: 'updated', changes: { reply: [null, text] } });
    }
  });
}
