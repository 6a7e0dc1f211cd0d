/**
 * Attachment download; the link names the owner so it cannot be re-pointed at another record's file.
 *   download => GET /service-desk/download/{attachmentId}/{ownerPrefix}:{ownerId}/attachment
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../httpErrors';
import { findOwnedAttachment } from '../../repositories/attachments';

const OWNER = /^([a-z_][a-z0-9_]*):([1-9][0-9]{0,15})$/;
const ID = /^[1-9][0-9]{0,15}$/;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default async function downloadRoutes(app: FastifyInstance) {
  app.get<{ Params: { attachmentId: string; owner: string } }>('/service-desk/download/:attachmentId/:owner/attachment', async (request, reply) => {
    const owner = OWNER.exec(request.params.owner);
    const found = owner && ID.test(request.params.attachmentId)
      ? await findOwnedAttachment(app.db, Number(request.params.attachmentId), owner[1], Number(owner[2]))
      : undefined;
    const file = found && await app.files.read('attachments', found.stored_name);
    if (!found || !file) throw notFound('File not found.');
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(found.value))
      .header('Content-Length', file.size)
      .send(file.stream);
  });
}
