import type { FastifyInstance } from 'fastify';
import { type LinkDefinition, DEFAULT_QUERY_PARAMS, type ResourceDefinition, splitTemplate } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { findListPage } from '../../repositories/listQuery';
import { heldAttributes, linkAttributes } from '../../repositories/recordLinks';
import { shownAttribute } from './attributeValue';
import { findRecord } from '../../repositories/records';
import { readRecords } from '../../repositories/readRecords';
import { listEnvelope } from '../resources/listEnvelope';
import { parseListQuery } from '../resources/parseListQuery';
import { positiveId, type RawQuery } from '../resources/parseQuery';
import { routePath } from '../resources/routePath';
import { templateValues } from './templateValues';

/**
 * linked => GET x-links[name].list.GET ({id}, in the path or the query): the target's list (its sorts,
 * search and filters) under the link's own query names, narrowed to the rows the record's link holds,
 * answered at the link's items and total; a link with an attribute adds each pair's value to its row.
 */
export function linkedListRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { list: NonNullable<LinkDefinition['list']> }) {
  const target = link.target!;
  const names = { ...target, params: { ...DEFAULT_QUERY_PARAMS, ...link.list.params } };
  app.get<{ Params: Record<string, string | undefined>; Querystring: RawQuery }>(routePath(splitTemplate(link.list.GET).path), async (request) => {
    const ownerId = positiveId(templateValues(link.list.GET, request).id);
    if (!(await findRecord(app.db, owner, ownerId))) throw notFound();
    const query = parseListQuery(names, request.query);
    // An inverse link's pairs are the target's own (a ticket's changes are the changes whose tickets hold it).
    query.filters.push(link.inverse === undefined
      ? { kind: 'link', owner: owner.name, name: link.name, side: 'target', values: [ownerId] }
      : { kind: 'link', owner: target.name, name: link.inverse, side: 'owner', values: [ownerId] });
    const { rows, total } = await findListPage(app.db, target, query);
    const records = await readRecords(app.db, app.resources, target, rows, request.user?.role);
    if (link.attribute) {
      const name = link.attribute.name;
      const values = link.inverse === undefined
        ? await linkAttributes(app.db, { owner: owner.name, ownerId, link: link.name }, records.map((row) => row.id as number))
        : await heldAttributes(app.db, { owner: target.name, link: link.inverse }, ownerId);
      for (const record of records) record[name] = shownAttribute(link, values.get(record.id as number) ?? null);
    }
    return listEnvelope(link.list, query, records, total);
  });
}
