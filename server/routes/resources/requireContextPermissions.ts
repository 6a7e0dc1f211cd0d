import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { requirePermission } from '../../requirePermission';
import { scalar, type RawQuery } from './parseQuery';

/**
 * Refuses (403) a create opened from a record when the caller lacks the permission that save context
 * names (x-api.save.context[param].permission), before anything is written: POST problem/?ticket_id=7
 * needs show_attach_new_problem, POST problem/ without a ticket does not. The parameter is read where
 * readContext reads it, the query or the body.
 */
export async function requireContextPermissions(db: SqlClient, request: FastifyRequest, def: ResourceDefinition, query: RawQuery, body: Record<string, unknown>): Promise<void> {
  for (const { param, permission } of Object.values(def.context)) {
    if (!permission) continue;
    const raw = scalar(query, param) ?? body[param];
    if (raw !== undefined && raw !== null && raw !== '') await requirePermission(db, request, permission);
  }
}
