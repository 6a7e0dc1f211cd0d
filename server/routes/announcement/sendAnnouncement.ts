import type { Database } from 'better-sqlite3';
import { logActivity } from '../../repositories/activityLog';
import { membersOf } from '../../repositories/memberships';
import { queueMail } from '../../repositories/outbox';
import { FieldErrors } from '../../httpErrors';
import type { Announcement } from './parseAnnouncement';

/** Outbox kind of an announcement: its body is sanitised HTML, not plain text like the CAB mails. */
export const ANNOUNCEMENT_KIND = 'announcement';

/** The people of the announcement's group, once each by address; nobody there is a 412 on the group. */
export function recipientsOf(db: Database, announcement: Announcement): string[] {
  const emails = [...new Set(membersOf(db, announcement.kind, announcement.groupId).map((member) => member.email.toLowerCase()))];
  if (!emails.length) throw new FieldErrors({ [announcement.field]: `Nobody belongs to the selected ${announcement.option}.` });
  return emails;
}

/**
 * One outbox row per recipient and one activity-log entry, in one transaction. The announcement has
 * no table of its own: its id is the id of its first outbox row, under which it is logged.
 */
export function sendAnnouncement(db: Database, announcement: Announcement, recipients: string[], userId: number): number {
  return db.transaction(() => {
    let id = 0;
    for (const recipient of recipients) {
      queueMail(db, { kind: ANNOUNCEMENT_KIND, recipient, subject: announcement.subject, body: announcement.html, format: 'html' });
      id ||= Number((db.prepare('SELECT last_insert_rowid() AS id').get() as { id: number }).id);
    }
    logActivity(db, {
      resource: ANNOUNCEMENT_KIND, recordId: id, userId, action: 'created',
      changes: {
        option: [null, announcement.option], [announcement.field]: [null, announcement.groupName],
        subject: [null, announcement.subject], recipients: [null, recipients.length],
      },
    });
    return id;
  })();
}
