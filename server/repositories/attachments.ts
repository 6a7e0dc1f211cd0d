import type { Database } from 'better-sqlite3';
import { prepared } from '../sql';
import { now } from '../time';

export interface Attachment {
  id: number;
  owner: string;
  owner_id: number;
  field: string;
  value: string;
  size: number;
  type: string;
  stored_name: string;
}

export type NewAttachment = Omit<Attachment, 'id'>;

export function insertAttachment(db: Database, attachment: NewAttachment): number {
  const { owner, owner_id, field, value, size, type, stored_name } = attachment;
  return Number(prepared(db, `INSERT INTO attachments (owner, owner_id, field, value, size, type, stored_name, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(owner, owner_id, field, value, size, type, stored_name, now()).lastInsertRowid);
}

/** Attachments of many records of one owner, for the read shape of a list page. */
export function findAttachments(db: Database, owner: string, ownerIds: number[]): Attachment[] {
  if (!ownerIds.length) return [];
  return prepared(db, `SELECT * FROM attachments WHERE owner = ? AND owner_id IN (${ownerIds.map(() => '?').join(', ')})`)
    .all(owner, ...ownerIds) as Attachment[];
}

/** The attachment only if id, owner and owner id all match: a download link cannot be re-pointed. */
export function findOwnedAttachment(db: Database, id: number, owner: string, ownerId: number): Attachment | undefined {
  return prepared(db, 'SELECT * FROM attachments WHERE id = ? AND owner = ? AND owner_id = ?').get(id, owner, ownerId) as Attachment | undefined;
}

/** Deletes the rows (of one field, or all of a record) and returns the stored file names to remove after commit. */
export function deleteAttachments(db: Database, owner: string, ownerId: number, field?: string): string[] {
  const rows = prepared(db, 'SELECT stored_name, field FROM attachments WHERE owner = ? AND owner_id = ?').all(owner, ownerId) as Attachment[];
  const doomed = rows.filter((row) => field === undefined || row.field === field).map((row) => row.stored_name);
  for (const name of doomed) prepared(db, 'DELETE FROM attachments WHERE stored_name = ?').run(name);
  return doomed;
}
