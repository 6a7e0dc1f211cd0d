/**
 * Dependency look-ups that feed the selects, under both prefixes the client uses:
 *   lookup => GET /api/dependency/{name}               data.{name}: [{id, name}]
 *   lookup => GET /service-desk/api/dependency/{name}  ?search-query&limit=all|N&meta=true&paginate=1&page&supplements[...]&ids[0]=3
 * ids[...] answers only those items (the names of values already chosen in a filter), in any number up to 500.
 * paginate=1 answers data.data with next_page_url instead.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/kernel';
import { lookupOrders } from '../../lookupOrders';
import { badRequest } from '../../httpErrors';
import { lookupNamed } from '../../lookups';
import { findLookupItems } from '../../repositories/lookupItems';
import { scalar, type RawQuery } from '../resources/parseQuery';
import { dependentLookupRoutes } from './dependentLookups';
import { parseLookupQuery } from './parseLookupQuery';

function nextPageUrl(url: string, page: number): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.set('page', String(page + 1));
  return `${path}?${params}`;
}

/** Each look-up's order as the resource files declare it (x-ref.order; loadResources has checked they agree). */
const ordersOf = (resources: ResourceDefinition[]) => lookupOrders(resources.map((def) => ({ fileName: def.name, file: def.file }))).orders;

export default async function dependencyRoutes(app: FastifyInstance) {
  const orders = ordersOf(app.resources);
  /**
   * Whether a target sits in one owner at most (its own side of the link says max 1: a ticket is in one
   * problem): then whatever any owner holds is left out, not only what this one holds, since attaching
   * it would be refused.
   */
  const heldByOne = ({ owner, link }: { owner: string; link: string }) => {
    const target = app.resources.find((def) => def.name === owner)?.links[link]?.target;
    return Object.values(target?.links ?? {}).some((own) => own.resource === owner && own.inverse === link && own.max === 1);
  };
  const handler = async (request: { params: { name: string }; query: RawQuery; url: string }) => {
    const lookup = lookupNamed(app.resources, request.params.name);
    if (!lookup) throw badRequest('Invalid dependency type.');
    const query = parseLookupQuery(lookup, request.query);
    const offset = query.limit === undefined ? 0 : (query.page - 1) * query.limit;
    // parseLookupQuery has checked the parameter is a positive id (it is in the look-up's context).
    const ownerId = lookup.exclude && scalar(request.query, lookup.exclude.param);
    const exclude = lookup.exclude && ownerId
      ? { owner: lookup.exclude.owner, link: lookup.exclude.link, ownerId: Number(ownerId), anyOwner: heldByOne(lookup.exclude) } : undefined;
    const order = orders.get(request.params.name);
    const { items, more } = await findLookupItems(app.db, app.resources, lookup.source, { ...query, order, offset, exclude });
    if (!query.paginate) return { success: true, data: { [request.params.name]: items } };
    return {
      success: true,
      data: { data: items, current_page: query.page, per_page: query.limit, next_page_url: more ? nextPageUrl(request.url, query.page) : null },
    };
  };
  app.get<{ Params: { name: string }; Querystring: RawQuery }>('/api/dependency/:name', handler);
  app.get<{ Params: { name: string }; Querystring: RawQuery }>('/service-desk/api/dependency/:name', handler);
  dependentLookupRoutes(app);
}
