import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { sqlTypes } from '../database/sqlTypes';
import { quote } from '../sql';
import { now } from '../time';
import { findAttachments, insertAttachment, type NewAttachment } from './attachments';

/**
 * Replies written to records by bulk reply actions, one table per target resource (ticket_replies):
 * the text exactly as sent (it is shown as plain text, never as HTML), its author and time. Files
 * are ordinary attachment rows owned by the reply (ticket_reply:12), so they download through the
 * shared download route and nowhere else.
 */
export const repliesTable = (def: ResourceDefinition) => `${def.name.replace(/-/g, '_')}_replies`;

/** Owner prefix of a reply's files: ticket_reply, with the reply's id as owner id. */
export const replyOwner = (def: ResourceDefinition) => `${def.name.replace(/-/g, '_')}_reply`;

export const REPLY_FILE_FIELD = 'attachment';

/**
 * The resources whose records take replies: the target of a bulk reply action, and a resource with a
 * tab listing its replies (`"from": "replies"`).
 */
export function resourcesWithReplies(resources: ResourceDefinition[]): ResourceDefinition[] {
  const taking = new Map<string, ResourceDefinition>();
  for (const owner of resources) {
    for (const { bulk, target } of Object.values(owner.links)) if (target && bulk?.actions.some((action) => action.kind === 'reply')) taking.set(target.name, target);
    if ((owner.show.tabs ?? []).some((tab) => tab.kind === 'associates' && tab.from === 'replies')) taking.set(owner.name, owner);
  }
  return [...taking.values()];
}

export async function ensureRepliesTable(db: SqlClient, def: ResourceDefinition): Promise<void> {
  const table = quote(repliesTable(def));
  const types = sqlTypes(db.dialect);
  await db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id ${types.id},
    record_id ${types.integer} NOT NULL,
    user_id ${types.integer},
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${quote(`idx_${repliesTable(def)}_record`)} ON ${table} (record_id);`);
}

export interface NewReply {
  recordId: number;
  userId: number | null;
  text: string;
  files: Array<Omit<NewAttachment, 'owner' | 'owner_id' | 'field'>>;
}

/** Inserts a reply and its files (inside the caller's transaction); answers the reply's id. */
export async function insertReply(db: SqlClient, def: ResourceDefinition, reply: NewReply, at = now()): Promise<number> {
  const id = Number((await db.get<{ id: number }>(`INSERT INTO ${quote(repliesTable(def))} (record_id, user_id, text, created_at) VALUES (?, ?, ?, ?) RETURNING id`,
    [reply.recordId, reply.userId, reply.text, at]))!.id);
  for (const file of reply.files) await insertAttachment(db, { ...file, field: REPLY_FILE_FIELD, owner: replyOwner(def), owner_id: id });
  return id;
}

/**
 * A record's replies, newest first, as the replies tab reads them:
 * { id, text, created_at, author: { id, full_name } | null, attachments: [{ id, name, value, size, type, owner }] }.
 */
export async function findReplies(db: SqlClient, def: ResourceDefinition, recordId: number) {
  const rows = await db.all(`SELECT r.id, r.text, r.created_at, r.user_id, u.name AS user_name FROM ${quote(repliesTable(def))} r
    LEFT JOIN users u ON u.id = r.user_id WHERE r.record_id = ? ORDER BY r.created_at DESC, r.id DESC`, [recordId]);
  const files = await findAttachments(db, replyOwner(def), rows.map((row) => row.id as number));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    created_at: row.created_at,
    author: row.user_name === null ? null : { id: row.user_id, full_name: row.user_name },
    attachments: files.filter((file) => file.owner_id === row.id)
      .map((file) => ({ id: file.id, name: file.value, value: file.value, size: file.size, type: file.type, owner: `${replyOwner(def)}:${row.id}` })),
  }));
}
