/**
 * What every public approval link shares beyond its token (approvalTokens.ts), whether it asks about
 * a change's approval board or a contract: it works for a number of days after it was sent, and only
 * for the record as it was then. A link remembers the newest activity-log entry when it was issued
 * (its mark); an entry of its record after the mark that is more than an event (an approval, a
 * reminder) is an edit, and the link is gone (410). A reminder sends a fresh link.
 */
import type { SqlClient } from './database/sqlClient';
import { ApiError } from './httpErrors';
import { addMissingColumns } from './repositories/addMissingColumns';
import { quote } from './sql';
import { sqlTypes } from './database/sqlTypes';

/** The one answer to every token nobody issued (or whose record is gone), so guessing learns nothing. */
export const INVALID_APPROVAL_LINK = 'Invalid approval link.';

/** Why a link the server knows cannot decide now: 403 (the person may not), 409 (nothing left to decide), 410 (expired, or the record changed). */
export interface LinkRefusal {
  status: 403 | 409 | 410;
  message: string;
}

export const refusalError = (refusal: LinkRefusal) => new ApiError(refusal.status, refusal.message);

/** The columns of an issued link this module reads. */
export interface IssuedLink {
  created_at: string;
  /** The newest activity-log id when the link was issued. */
  log_mark: number | null;
}

/** The mark a link issued now keeps. */
export const logMark = async (db: SqlClient) => (await db.get<{ mark: number }>('SELECT COALESCE(MAX(id), 0) AS mark FROM activity_log'))!.mark;

/**
 * Gives a link table its log_mark column. Links issued before it existed get the newest entry no
 * later than their own second, so an edit after them still counts.
 */
export async function ensureLinkMarks(db: SqlClient, table: string): Promise<void> {
  if (!(await addMissingColumns(db, table, { log_mark: sqlTypes(db.dialect).integer })).length) return;
  await db.exec(`UPDATE ${quote(table)} SET log_mark = (SELECT COALESCE(MAX(id), 0) FROM activity_log a WHERE a.created_at <= ${quote(table)}.created_at)`);
}

/** Whether the record's log has an entry after the mark that is not only events (event.* keys, activityEvents.ts). */
async function editedSince(db: SqlClient, resource: string, recordId: number, mark: number): Promise<boolean> {
  // The entry's changes are a JSON object: its keys name what changed.
  const keys = db.dialect === 'sqlite' ? 'json_each(a.changes)' : 'jsonb_object_keys(a.changes::jsonb) AS k(key)';
  return !!await db.get(`SELECT 1 FROM activity_log a WHERE a.resource = ? AND a.record_id = ? AND a.id > ?
    AND EXISTS (SELECT 1 FROM ${keys} WHERE key NOT LIKE 'event.%') LIMIT 1`, [resource, recordId, mark]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The record a link asks about: its resource name and title (the log's and the message's) and id. */
export interface LinkedRecord {
  resource: string;
  title: string;
  id: number;
}

/**
 * The 410 of a link that has expired or whose record was edited since it was sent, else undefined:
 * goneRefusal(db, link, { resource: 'change', title: 'change', id: 4 }, 7) after eight days is
 * { status: 410, message: 'This approval link has expired: ...' }.
 */
export async function goneRefusal(db: SqlClient, link: IssuedLink, record: LinkedRecord, days: number, at = new Date()): Promise<LinkRefusal | undefined> {
  const sent = Date.parse(`${link.created_at.replace(' ', 'T')}Z`);
  if (at.getTime() - sent >= days * DAY_MS) {
    return { status: 410, message: `This approval link has expired: links work for ${days === 1 ? '1 day' : `${days} days`} after they are sent. Ask for a reminder to get a new link.` };
  }
  if (await editedSince(db, record.resource, record.id, link.log_mark ?? 0)) {
    return { status: 410, message: `The ${record.title} has been edited since this link was sent, so the link no longer decides on it. Ask for a reminder to get a link to the ${record.title} as it is now.` };
  }
  return undefined;
}
