import type { SqlClient } from '../database/sqlClient';
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

export async function insertAttachment(db: SqlClient, attachment: NewAttachment): Promise<number> {
  const { owner, owner_id, field, value, size, type, stored_name } = attachment;
  return Number((await db.get<{ id: number }>(`INSERT INTO attachments (owner, owner_id, field, value, size, type, stored_name, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, [owner, owner_id, field, value, size, type, stored_name, now()]))!.id);
}

/** Attachments of many records of one owner, for the read shape of a list page. */
export async function findAttachments(db: SqlClient, owner: string, ownerIds: number[]): Promise<Attachment[]> {
  if (!ownerIds.length) return [];
  return db.all<Attachment>(`SELECT * FROM attachments WHERE owner = ? AND owner_id IN (${ownerIds.map(() => '?').join(', ')})`, [owner, ...ownerIds]);
}

/** The attachment only if id, owner and owner id all match: a download link cannot be re-pointed. */
export async function findOwnedAttachment(db: SqlClient, id: number, owner: string, ownerId: number): Promise<Attachment | undefined> {
  return db.get<Attachment>('SELECT * FROM attachments WHERE id = ? AND owner = ? AND owner_id = ?', [id, owner, ownerId]);
}

/** Deletes the rows (of one field, or all of a record) and returns the stored file names to remove after commit. */
export async function deleteAttachments(db: SqlClient, owner: string, ownerId: number, field?: string): Promise<string[]> {
  const rows = await db.all<Attachment>('SELECT stored_name, field FROM attachments WHERE owner = ? AND owner_id = ?', [owner, ownerId]);
  const doomed = rows.filter((row) => field === undefined || row.field === field).map((row) => row.stored_name);
  for (const name of doomed) await db.run('DELETE FROM attachments WHERE stored_name = ?', [name]);
  return doomed;
}
