/**
 * The outbox screen's calls (invented: the spec keeps mail out of sight), administrators only:
 *   list  => GET  /service-desk/api/outbox?page&limit&state   data.outbox (newest first, no bodies; in that state only), data.total
 *   show  => GET  /service-desk/api/outbox/{id}         data: the row with its body as stored
 *   retry => POST /service-desk/api/outbox/{id}/retry   a failed row goes back to pending
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../httpErrors';
import { retryMail } from '../../mail/deliveryStates';
import { requireRole } from '../../plugins/auth';
import type { OutboxState } from '../../repositories/outbox';
import { findMail, outboxPage } from '../../repositories/outboxPages';
import { MAX_PAGE } from '../resources/parseListQuery';
import { positiveId, positiveInt, scalar, type RawQuery } from '../resources/parseQuery';

export const OUTBOX_API = '/service-desk/api/outbox';
const MAX_LIMIT = 100;
const OUTBOX_STATES: OutboxState[] = ['pending', 'sending', 'sent', 'failed'];

export default async function outboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: RawQuery }>(OUTBOX_API, async (request) => {
    requireRole(request, 'admin');
    const page = positiveInt(scalar(request.query, 'page'), 'page', MAX_PAGE, 1);
    const limit = positiveInt(scalar(request.query, 'limit'), 'limit', MAX_LIMIT, 10);
    const state = scalar(request.query, 'state') || undefined;
    if (state !== undefined && !OUTBOX_STATES.includes(state as OutboxState)) throw badRequest(`The state must be one of: ${OUTBOX_STATES.join(', ')}.`);
    const { rows, total } = await outboxPage(app.db, page, limit, state as OutboxState | undefined);
    return { success: true, data: { outbox: rows, total, current_page: page, per_page: limit, last_page: Math.max(1, Math.ceil(total / limit)) } };
  });

  app.get<{ Params: { id: string } }>(`${OUTBOX_API}/:id`, async (request) => {
    requireRole(request, 'admin');
    const mail = await findMail(app.db, positiveId(request.params.id));
    if (!mail) throw notFound();
    return { success: true, data: mail };
  });

  app.post<{ Params: { id: string } }>(`${OUTBOX_API}/:id/retry`, async (request) => {
    requireRole(request, 'admin');
    const id = positiveId(request.params.id);
    if (!await findMail(app.db, id)) throw notFound();
    if (!await retryMail(app.db, id)) throw badRequest('Only a failed mail can be sent again.');
    return { success: true, message: app.mailDelivery ? 'The mail will be sent again.' : 'The mail is pending again; no mail server is configured to send it.' };
  });
}
