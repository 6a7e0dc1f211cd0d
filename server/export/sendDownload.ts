import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A download name that needs no quoting or encoding: downloadName('Laptops / 2026!') === 'Laptops-2026'. */
export const downloadName = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'export';

/**
 * Sends a streamed export as an attachment: never cached (it holds the caller's rows) and never
 * sniffed into something a browser would render.
 */
export function sendDownload(reply: FastifyReply, file: { name: string; extension: string; type: string }, body: Readable) {
  return reply.header('Content-Type', file.type)
    .header('Content-Disposition', `attachment; filename="${downloadName(file.name)}.${file.extension}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}
