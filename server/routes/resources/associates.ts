import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, setPath, type ShowTab } from '../../../src/kernel';
import { badRequest, notFound } from '../../httpErrors';
import { findRecord } from '../../repositories/records';
import { findReplies } from '../../repositories/replies';
import { associatedRows } from './associatesFrom';
import { positiveId, scalar, type RawQuery } from './parseQuery';
import { routePath } from './routePath';

const sortable = (tab: ShowTab) =>
  [...new Set([tab.sort, ...(tab.columns ?? []).map((column) => (typeof column === 'string' ? column : column.path))])].filter(Boolean);

/**
 * associates => GET x-show.tabs[kind=associates].GET ({id}) ?sort-field&sort-order answering rows at the tab's items:
 * with "from": "replies" what bulk reply actions wrote to the record (newest first); with "from":
 * { resource, field } that resource's records whose field holds the record's id (a vendor's contracts);
 * without, none (the associated entity has no resource on this server yet). The record itself must exist.
 * The replies table is the model's (ensureModelTables).
 */
export async function associatesRoutes(app: FastifyInstance, def: ResourceDefinition): Promise<void> {
  (def.show.tabs ?? []).forEach((tab, i) => {
    if (tab.kind !== 'associates' || !tab.GET || !tab.items) return;
    const items = tab.items;
    const associated = tab.from && tab.from !== 'replies' ? associatedRows(app, def, `/x-show/tabs/${i}`, tab.from) : undefined;
    app.get<{ Params: { id: string }; Querystring: RawQuery }>(routePath(tab.GET), async (request) => {
      const sort = scalar(request.query, def.params.sort);
      if (sort && !sortable(tab).includes(sort)) throw badRequest(`The sort field must be one of: ${sortable(tab).join(', ')}.`);
      const orderText = scalar(request.query, def.params.order);
      if (orderText && !/^(asc|desc)$/i.test(orderText)) throw badRequest('The sort order must be asc or desc.');
      const id = positiveId(request.params.id);
      if (!(await findRecord(app.db, def, id))) throw notFound();
      const body: Record<string, unknown> = { success: true };
      const order = orderText?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
      const rows = tab.from === 'replies' ? await findReplies(app.db, def, id)
        : associated ? await associated(id, { field: sort || tab.sort || 'id', order }, request.user?.role) : [];
      setPath(body, items, rows);
      return body;
    });
  });
}
