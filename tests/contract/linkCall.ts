// How the contract test calls an x-links row of endpoints.tsv: the table names both placeholders
// after their entities ({problemId}/{assetId}), resource files say {id} and {target}.
import type { FastifyInstance } from 'fastify';
import type { LinkDefinition } from '../../src/engine/schema/connectLinks';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { getPath } from '../../src/engine/schema/paths';
import { call, type Session } from '../api/helpers';

/** '/x/{problemId}/{assetId}' → '/x/{id}/{target}'; '/x/{problemId}' → '/x/{id}' */
export const linkTemplate = (path: string) => path.replace(/\{[a-z]*Id\}/, '{id}').replace(/\{[a-z]*Id\}$/, '{target}');

export interface LinkRow {
  link: LinkDefinition;
  template: string;
}

/** The x-links URL (list, attach or detach) a table row is, if it is one. */
export function linkUrl(def: ResourceDefinition, path: string): LinkRow | undefined {
  for (const link of Object.values(def.links)) {
    const template = [link.list?.GET, link.attach?.POST, link.detach?.DELETE].find((url) => url === linkTemplate(path));
    if (template) return { link, template };
  }
  return undefined;
}

/**
 * The URL and body of a link row on a fresh owner and the target's first row; a DELETE first attaches
 * what it detaches. An attach naming its target in the URL ({target}) has no body.
 */
export async function linkCall(app: FastifyInstance, session: Session, method: string, { link, template }: LinkRow, ownerId: number) {
  const target = link.target!;
  const first = await call(app, session, { method: 'GET', url: `${target.api.list.GET}?sort-field=id&sort-order=asc` });
  const targetId = (getPath(first.body, target.api.list.items) as Array<{ id: number }>)[0].id;
  const field = link.attach!.field;
  const attach = field === undefined ? {} : { payload: { [field]: [targetId] } };
  if (method === 'DELETE') {
    const attachUrl = link.attach!.POST.replace('{id}', String(ownerId)).replace('{target}', String(targetId));
    const attached = await call(app, session, { method: 'POST', url: attachUrl, ...attach });
    if (attached.status !== 200) throw new Error(`attach: ${attached.status} ${JSON.stringify(attached.body)}`);
  }
  const url = template.replace('{id}', String(ownerId)).replace('{target}', String(targetId));
  return { url, extra: method === 'POST' ? attach : {} };
}
