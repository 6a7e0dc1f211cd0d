import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { setPath } from '../../../src/engine/schema/paths';
import type { ShowTab } from '../../../src/engine/schema/types';
import { badRequest, notFound } from '../../httpErrors';
import { findRecord } from '../../repositories/records';
import { positiveId, scalar, type RawQuery } from './parseQuery';
import { routePath } from './routePath';

const sortable = (tab: ShowTab) =>
  [...new Set([tab.sort, ...(tab.columns ?? []).map((column) => (typeof column === 'string' ? column : column.path))])].filter(Boolean);

/**
 * associates => GET x-show.tabs[kind=associates].GET ({id}) answering rows at the tab's items.
 * The associated entities (contracts, products, ...) have no resource on this server yet, so the
 * rows are always empty; the record itself must exist.
 */
export function associatesRoutes(app: FastifyInstance, def: ResourceDefinition) {
  for (const tab of def.show.tabs ?? []) {
    if (tab.kind !== 'associates' || !tab.GET || !tab.items) continue;
    const items = tab.items;
    app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(tab.GET), async (request) => {
      const sort = scalar(request.query, def.params.sort);
      if (sort && !sortable(tab).includes(sort)) throw badRequest(`The sort field must be one of: ${sortable(tab).join(', ')}.`);
      if (!findRecord(app.db, def, positiveId(request.params.id))) throw notFound();
      const body: Record<string, unknown> = { success: true };
      setPath(body, items, []);
      return body;
    });
  }
}
