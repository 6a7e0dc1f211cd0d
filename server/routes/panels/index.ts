/**
 * The contracts the host's panels show beside a ticket and an organisation:
 *   ticket       => GET /service-desk/api/contract/ticket/{ticketId}     the contracts holding an asset the ticket holds
 *   organisation => GET /service-desk/contract/organization/{orgId}      the contracts naming the organisation
 * Both answer as the contract list does (its sorts, search, paging, data.contracts and data.total). They
 * are routes of their own rather than x-links because neither is a link anybody attaches: the first
 * crosses two links (ticket → assets ← contracts), the second reads a host record that is no resource.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { findListPage, type ListQuery } from '../../repositories/listQuery';
import { referenceItemExists } from '../../repositories/referenceItems';
import { readRecords } from '../../repositories/readRecords';
import { linkedIds } from '../../repositories/recordLinks';
import { findRecord } from '../../repositories/records';
import { listEnvelope } from '../resources/listEnvelope';
import { parseListQuery } from '../resources/parseListQuery';
import { positiveId, type RawQuery } from '../resources/parseQuery';

export default async function panelRoutes(app: FastifyInstance) {
  const byName = (name: string) => app.resources.find((def) => def.name === name);
  const contract = byName('contract');
  const ticket = byName('ticket');
  if (!contract?.api.list || !ticket) return;
  const list = contract.api.list;

  // `narrow` adds the panel's condition to the contract list's query; false when nothing can match.
  const answer = async (request: FastifyRequest<{ Querystring: RawQuery }>, narrow: (query: ListQuery) => boolean | Promise<boolean>) => {
    const query = parseListQuery(contract, request.query);
    if (!(await narrow(query))) return listEnvelope(list, query, [], 0);
    const { rows, total } = await findListPage(app.db, contract, query);
    return listEnvelope(list, query, await readRecords(app.db, app.resources, contract, rows, request.user?.role), total);
  };

  app.get<{ Params: { id: string }; Querystring: RawQuery }>('/service-desk/api/contract/ticket/:id', async (request) => {
    requireRole(request, 'agent');
    const ticketId = positiveId(request.params.id);
    if (!(await findRecord(app.db, ticket, ticketId))) throw notFound('The ticket does not exist.');
    return answer(request, async (query) => {
      const assetIds = await linkedIds(app.db, { owner: 'ticket', ownerId: ticketId, link: 'assets' });
      query.filters.push({ kind: 'link', owner: 'contract', name: 'assets', side: 'owner', values: assetIds });
      return assetIds.length > 0;
    });
  });

  // Outside the API prefixes (the spec's path), so the route says it needs the staff's session itself.
  app.get<{ Params: { id: string }; Querystring: RawQuery }>('/service-desk/contract/organization/:id', { config: { staff: true } }, async (request) => {
    requireRole(request, 'agent');
    const orgId = positiveId(request.params.id);
    if (!(await referenceItemExists(app.db, 'organizations', orgId))) throw notFound('The organization does not exist.');
    return answer(request, (query) => {
      query.filters.push({ kind: 'ids', field: 'organization_ids', values: [orgId], inList: true });
      return true;
    });
  });
}
