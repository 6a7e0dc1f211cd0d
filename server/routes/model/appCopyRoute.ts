/**
 * The model as the app draws from it (invented: the spec has no such call), any signed-in agent or administrator:
 *   app => GET /service-desk/api/model/app   data: { number, files } (each resource file's app copy) with ETag "model-<number>" (304 to If-None-Match)
 * The agent panel finds the same in the page the server sends; the panel library and an app that saw a
 * newer version in an answer's X-Model-Version header read it here.
 */
import type { FastifyInstance } from 'fastify';
import { APP_MODEL_API } from '../../../src/kernel';
import { appCopy } from '../../model/appCopy';
import { requireRole } from '../../plugins/auth';

export default async function appCopyRoute(app: FastifyInstance) {
  app.get(APP_MODEL_API, async (request, reply) => {
    requireRole(request, 'agent');
    // The version this app serves, the one its header names: a newer one is answered by the app built for it.
    const { copy, json } = appCopy(app.model);
    const etag = `"model-${copy.number}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json').send(`{"success":true,"data":${json}}`);
  });
}
