/**
 * The announcement sender:
 *   send => POST x-api.save.POST (multipart or JSON: option, subject, department_id | organization_id, announcement)
 * The body is checked with the resource file (its root if/then/else requires the group the option
 * names), the group must exist, the HTML is sanitised, and one outbox row per member of the group is
 * queued (kind 'announcement', body HTML) and logged, in one transaction. Staff only.
 */
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../plugins/auth';
import { moduleResource } from '../../modules/moduleResource';
import { readBody } from '../resources/readBody';
import { recipientsOf, sendAnnouncement } from './sendAnnouncement';
import { parseAnnouncement } from './parseAnnouncement';

export default async function announcementRoutes(app: FastifyInstance) {
  // Without a resource file naming the module (a test's own schema folder) the route does not exist.
  const def = moduleResource(app.resources, 'announcement');
  if (!def?.api.save) return;
  app.post(def.api.save.POST, async (request) => {
    const user = requireRole(request, def.write);
    // No file field: files of a multipart body are skipped, never stored.
    const body = await readBody(request, []);
    const announcement = await parseAnnouncement(app.db, app.resources, def, body.values);
    const recipients = await recipientsOf(app.db, announcement);
    const id = await sendAnnouncement(app.db, announcement, recipients, user.id);
    return {
      success: true,
      message: `Announcement sent to ${recipients.length} ${recipients.length === 1 ? 'person' : 'people'}.`,
      data: { id, recipients: recipients.length },
    };
  });
}
