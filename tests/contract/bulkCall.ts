// How the contract test calls an x-links bulk row of endpoints.tsv: the target's first row and the
// link's first set action, valued with the first item of that action's look-up.
import type { FastifyInstance } from 'fastify';
import { bulkReference, type BulkSpec, type LinkDefinition, type ResourceDefinition, listEndpoint, getPath } from '../../src/kernel';
import { call, type Session } from '../api/helpers';
import { linkTemplate } from './linkCall';
import { definitionFor, type CallFamily } from './callFamily';

export type BulkLink = LinkDefinition & { bulk: BulkSpec };

/** The link whose bulk POST a table row is, if any. */
export const bulkUrl = (def: ResourceDefinition, path: string): BulkLink | undefined =>
  Object.values(def.links).find((link): link is BulkLink => link.bulk?.POST === linkTemplate(path));

/** URL and JSON body of a bulk row; with {id} in the URL the row is attached to the owner first. */
export async function bulkCall(app: FastifyInstance, session: Session, link: BulkLink, ownerId: number) {
  const target = link.target!;
  const get = async (url: string) => (await call(app, session, { method: 'GET', url })).body;
  const targetId = (getPath(await get(`${listEndpoint(target).GET}?sort-field=id&sort-order=asc`), listEndpoint(target).items) as Array<{ id: number }>)[0].id;
  if (link.bulk.POST.includes('{id}') && link.attach?.field) {
    await call(app, session, { method: 'POST', url: link.attach.POST.replace('{id}', String(ownerId)), payload: { [link.attach.field]: [targetId] } });
  }
  const action = link.bulk.actions.find((candidate) => candidate.kind === 'set');
  if (!action) throw new Error(`${link.name}: the contract test needs a set action`);
  const options = Object.values((await get(bulkReference(target, action)!.lookup)).data)[0] as Array<{ id: number }>;
  const payload = { [link.bulk.field]: [targetId], action: { type: action.type, value: options[0].id } };
  return { url: link.bulk.POST.replace('{id}', String(ownerId)), extra: { payload } };
}

export const bulkFamily: CallFamily = {
  name: 'bulk', handles: (row, resources) => resources.some((def) => bulkUrl(def, row.path)),
  prepare: async ({ app, session, resources, row, createRecord }) => {
    const def = definitionFor(resources, (candidate) => bulkUrl(candidate, row.path));
    return bulkCall(app, session, bulkUrl(def, row.path)!, await createRecord(def, 3));
  },
};
