import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { setPath } from '../../../src/engine/schema/paths';
import type { ShowTab } from '../../../src/engine/schema/types';
import { badRequest, notFound } from '../../httpErrors';
import { findRecord } from '../../repositories/records';
import { ensureRepliesTable, findReplies } from '../../repositories/replies';
import { positiveId, scalar, type RawQuery } from './parseQuery';
import { routePath } from './routePath';

const sortable = (tab: ShowTab) =>
  [...new Set([tab.sort, ...(tab.columns ?? []).map((column) => (typeof column === 'string' ? column : column.path))])].filter(Boolean);

/**
 * associates => GET x-show.tabs[kind=associates].GET ({id}) answering rows at the tab's items.
 * The associated entities (contracts, products, ...) have no resource on this server yet, so the
 * rows are empty, except for a tab "from": "replies" (what bulk reply actions wrote to the record,
 * newest first); the record itself must exist.
 */
export function associatesRoutes(app: FastifyInstance, def: ResourceDefinition) {
  for (const tab of def.show.tabs ?? []) {
    if (tab.kind !== 'associates' || !tab.GET || !tab.items) continue;
    const items = tab.items;
    if (tab.from === 'replies') ensureRepliesTable(app.db, def);
    app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(tab.GET), async (request) => {
      const sort = scalar(request.query, def.params.sort);
      if (sort && !sortable(tab).includes(sort)) throw badRequest(`The sort field must be one of: ${sortable(tab).join(', ')}.`);
      const id = positiveId(request.params.id);
      if (!findRecord(app.db, def, id)) throw notFound();
      const body: Record<string, unknown> = { success: true };
      setPath(body, items, tab.from === 'replies' ? findReplies(app.db, def, id) : []);
      return body;
    });
  }
}
