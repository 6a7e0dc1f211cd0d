import type { SqlClient } from '../../database/sqlClient';
import { logActivity } from '../../repositories/activityLog';
import { membersOf } from '../../repositories/memberships';
import { queueMail } from '../../repositories/outbox';
import { FieldErrors } from '../../httpErrors';
import type { Announcement } from './parseAnnouncement';

/** Outbox kind of an announcement: its body is sanitised HTML, not plain text like the CAB mails. */
export const ANNOUNCEMENT_KIND = 'announcement';

/** The people of the announcement's group, once each by address; nobody there is a 412 on the group. */
export async function recipientsOf(db: SqlClient, announcement: Announcement): Promise<string[]> {
  const emails = [...new Set((await membersOf(db, announcement.kind, announcement.groupId)).map((member) => member.email.toLowerCase()))];
  if (!emails.length) throw new FieldErrors({ [announcement.field]: `Nobody belongs to the selected ${announcement.option}.` });
  return emails;
}

/**
 * One outbox row per recipient and one activity-log entry, in one transaction. The announcement has
 * no table of its own: its id is the id of its first outbox row, under which it is logged.
 */
export async function sendAnnouncement(db: SqlClient, announcement: Announcement, recipients: string[], userId: number): Promise<number> {
  return db.transaction(async () => {
    let id = 0;
    for (const recipient of recipients) {
      await queueMail(db, { kind: ANNOUNCEMENT_KIND, recipient, subject: announcement.subject, body: announcement.html, format: 'html' });
      // The row just queued: writes take their turn one at a time, so no other row came after it.
      id ||= Number((await db.get<{ id: number }>('SELECT MAX(id) AS id FROM outbox'))!.id);
    }
    await logActivity(db, {
      resource: ANNOUNCEMENT_KIND, recordId: id, userId, action: 'created',
      changes: {
        option: [null, announcement.option], [announcement.field]: [null, announcement.groupName],
        subject: [null, announcement.subject], recipients: [null, recipients.length],
      },
    });
    return id;
  });
}
