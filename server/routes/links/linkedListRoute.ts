import type { FastifyInstance } from 'fastify';
import type { LinkDefinition } from '../../../src/engine/schema/connectLinks';
import { DEFAULT_QUERY_PARAMS, type ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { notFound } from '../../httpErrors';
import { findListPage } from '../../repositories/listQuery';
import { findRecord } from '../../repositories/records';
import { readRecords } from '../../repositories/readRecords';
import { listEnvelope } from '../resources/listEnvelope';
import { parseListQuery } from '../resources/parseListQuery';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';

/**
 * linked => GET x-links[name].list.GET ({id}): the target's list (its sorts, search and filters)
 * under the link's own query names, narrowed to the rows the record's link holds, answered at the
 * link's items and total.
 */
export function linkedListRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { list: NonNullable<LinkDefinition['list']> }) {
  const target = link.target!;
  const names = { ...target, params: { ...DEFAULT_QUERY_PARAMS, ...link.list.params } };
  app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(link.list.GET), async (request) => {
    const ownerId = positiveId(request.params.id);
    if (!findRecord(app.db, owner, ownerId)) throw notFound();
    const query = parseListQuery(names, request.query);
    query.filters.push({ kind: 'link', owner: owner.name, name: link.name, side: 'target', values: [ownerId] });
    const { rows, total } = findListPage(app.db, target, query);
    return listEnvelope(link.list, query, readRecords(app.db, app.resources, target, rows, request.user?.role), total);
  });
}
