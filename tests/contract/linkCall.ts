// How the contract test calls an x-links row of endpoints.tsv: the table names both placeholders
// after their entities ({problemId}/{assetId}), resource files say {id} and {target}; a resource
// file may also put placeholders in the URL's query (detach-ticket/change?ticket_id={target}&...),
// which the table lists as the row's query instead.
import type { FastifyInstance } from 'fastify';
import { type LinkDefinition, type ResourceDefinition, listEndpoint, getPath, fillTemplate, splitTemplate } from '../../src/kernel';
import { attachLinks } from '../../server/repositories/linkRecords';
import { tableOf } from '../../server/repositories/resourceTable';
import { isLocked } from '../../server/locks';
import { call, type Session } from '../api/helpers';
import { definitionFor, type CallFamily } from './callFamily';

/** '/x/{problemId}/{assetId}' → '/x/{id}/{target}'; '/x/{problemId}' → '/x/{id}'; '/x/{id}/{assetId}' (the table says {id} itself) → '/x/{id}/{target}' */
export const linkTemplate = (path: string) => (path.includes('{id}')
  ? path.replace(/\{[a-z]+Id\}$/, '{target}')
  : path.replace(/\{[a-z]*Id\}/, '{id}').replace(/\{[a-z]*Id\}$/, '{target}'));

export interface LinkRow {
  link: LinkDefinition;
  template: string;
}

/** The x-links URL (list, attach or detach) a table row is, if it is one: its path part is the row's path. */
export function linkUrl(def: ResourceDefinition, path: string): LinkRow | undefined {
  for (const link of Object.values(def.links)) {
    const template = [link.list?.GET, link.attach?.POST, link.detach?.DELETE].find((url) => url !== undefined && splitTemplate(url).path === linkTemplate(path));
    if (template) return { link, template };
  }
  return undefined;
}

/** The attach body: its const fields, the target ids under field, the owner under ownerField, the attribute's first option. */
function attachBody(link: LinkDefinition, ownerId: number, targetId: number) {
  const { field, ownerField } = link.attach ?? {};
  const payload = {
    ...link.attach?.const,
    ...(field !== undefined ? { [field]: [targetId] } : {}),
    ...(ownerField !== undefined ? { [ownerField]: ownerId } : {}),
    ...(link.attribute ? { [link.attribute.name]: link.attribute.options[0].id } : {}),
  };
  return Object.keys(payload).length ? { payload } : {};
}

/**
 * The URL, query and body of a link row on a fresh owner and the target's first row; a DELETE first
 * attaches what it detaches (through the API, or for a link the API cannot attach, the repository).
 * An attach naming its target in the URL ({target}) has no body.
 */
export async function linkCall(app: FastifyInstance, session: Session, owner: ResourceDefinition, method: string, { link, template }: LinkRow, ownerId: number) {
  const target = link.target!;
  const first = await call(app, session, { method: 'GET', url: `${listEndpoint(target).GET}?sort-field=id&sort-order=asc` });
  let targetId = (getPath(first.body, listEndpoint(target).items) as Array<{ id: number }>)[0].id;
  // An inverse link whose target holds a limited number (a change's one release): a target holding none, as other rows attach some.
  if (link.inverse !== undefined && target.links[link.inverse]?.max !== undefined) {
    // ... and not locked (a closed change takes no release).
    const free = await app.db.all<Record<string, unknown>>(`SELECT * FROM "${tableOf(target)}" WHERE id NOT IN (SELECT owner_id FROM record_links WHERE owner = ? AND link = ?) ORDER BY id`,
      [target.name, link.inverse]);
    targetId = free.find((row) => !isLocked(target, row))!.id as number;
  }
  // A link the target sees back through an inverse link with a max (a ticket is in one problem): a target no such owner holds.
  if (Object.values(target.links).some((own) => own.inverse === link.name && own.resource === owner.name && own.max !== undefined)) {
    targetId = (await app.db.get<{ id: number }>(`SELECT id FROM "${tableOf(target)}" WHERE id NOT IN (SELECT target_id FROM record_links WHERE owner = ? AND link = ?) ORDER BY id`,
      [owner.name, link.name]))!.id;
  }
  const attribute = link.attribute?.options[0].id;
  const values = { id: ownerId, target: targetId, ...(link.attribute ? { [link.attribute.name]: attribute! } : {}) };
  const fill = (url: string) => fillTemplate(url, values);
  if (method === 'DELETE' && link.attach) {
    const { url, query } = fill(link.attach.POST);
    const attached = await call(app, session, { method: 'POST', url: `${url}${query.length ? `?${new URLSearchParams(query)}` : ''}`, ...attachBody(link, ownerId, targetId) });
    if (attached.status !== 200) throw new Error(`attach: ${attached.status} ${JSON.stringify(attached.body)}`);
  } else if (method === 'DELETE') {
    await attachLinks(app.db, { owner, link, ownerId, targetIds: [targetId], nameOf: String, userId: null, attribute });
  }
  const { url, query } = fill(template);
  // A detach with a field names its targets in the body, with the link's const fields.
  const detachBody = link.detach?.field !== undefined ? { payload: { ...link.detach.const, [link.detach.field]: [targetId] } } : {};
  return { url, query: new URLSearchParams(query).toString(), extra: method === 'POST' ? attachBody(link, ownerId, targetId) : method === 'DELETE' ? detachBody : {} };
}

export const linkFamily: CallFamily = {
  name: 'link', handles: (row, resources) => resources.some((def) => linkUrl(def, row.path)),
  prepare: async ({ app, session, resources, row, createRecord }) => {
    const def = definitionFor(resources, (candidate) => linkUrl(candidate, row.path));
    return linkCall(app, session, def, row.method, linkUrl(def, row.path)!, await createRecord(def, 3));
  },
};
