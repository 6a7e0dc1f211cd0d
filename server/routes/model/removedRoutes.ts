/**
 * The data of removed properties, administrators only; agents get 403:
 *   removed => GET  /service-desk/api/model/removed         data: { properties: [{ resource, property, column, rows }] }
 *   purge   => POST /service-desk/api/model/removed/purge   { resource, property, rows }   data: { purged }
 * A property removed from the model keeps its column and its values, hidden (a restore shows them
 * again); `removed` lists those columns of the current model's resources that still hold a value,
 * `rows` counting the rows that do. `purge` sets that column to NULL in one transaction with its audit
 * log entry, only while `rows` is still the count (409 with `rows`, the count now, otherwise) and the
 * current model does not declare the property (404 otherwise); the column itself is never dropped.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../httpErrors';
import { purgeRemoved, removedProperties } from '../../model/removedProperties';
import { requireRole } from '../../plugins/auth';
import { optionalWhole } from '../resources/parseQuery';
import { MODEL_API } from './modelApi';

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value) throw badRequest(`Send the ${name} whose values to purge.`);
  return value;
};

export function removedRoutes(app: FastifyInstance) {
  app.get(`${MODEL_API}/removed`, async (request) => {
    requireRole(request, 'admin');
    return { success: true, data: { properties: await removedProperties(app.db, app.model.resources) } };
  });

  app.post<{ Body: unknown }>(`${MODEL_API}/removed/purge`, async (request, reply) => {
    const user = requireRole(request, 'admin');
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send a JSON object.');
    const fields = body as Record<string, unknown>;
    const resource = text(fields, 'resource');
    const property = text(fields, 'property');
    const rows = optionalWhole(fields, 'rows');
    if (rows === undefined) throw badRequest('Send the number of rows holding a value you were shown (rows).');
    const outcome = await purgeRemoved(app.db, app.model.resources, { resource, property, rows, by: user.id, version: app.model.number });
    if (outcome.status === 'unknown') throw notFound(`${resource} has no removed property ${property} holding values.`);
    if (outcome.status === 'changed') {
      return reply.code(409).send({ success: false, rows: outcome.rows, message: `${outcome.rows} rows hold a value of ${property} now, not ${rows}: look again, then purge.` });
    }
    if (outcome.status === 'stale') {
      return reply.code(409).send({ success: false, current: outcome.current, message: `The model was changed meanwhile: version ${outcome.current} is the current one. Look again, then purge.` });
    }
    return { success: true, message: `${outcome.purged} values of ${property} purged.`, data: { purged: outcome.purged } };
  });
}
