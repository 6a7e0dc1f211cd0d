// How the contract test calls a planning row of endpoints.tsv: the table names placeholders after the
// entity ({problemId}, {identifier}), resource files say {id} and {key}.
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../src/kernel';
import { call, multipartBody, type Session } from '../api/helpers';
import { definitionFor, type CallFamily } from './callFamily';

/** '/x/{problemId}/sd_problem/{identifier}' → '/x/{id}/sd_problem/{key}' */
export const planningTemplate = (path: string) => path.replace(/\{[a-z]*Id\}/, '{id}').replace(/\{(identifier|key)\}/, '{key}');

/** The x-planning URL a table row is, if it is one. */
export function planningUrl(def: ResourceDefinition, path: string): string | undefined {
  const spec = def.planning;
  const urls = spec ? [spec.list.GET, spec.get.GET, spec.save.POST, spec.delete.DELETE] : [];
  return urls.find((url) => url === planningTemplate(path));
}

/** A save body of the kind with a title when there is one (so every documented field is sent), with a file. */
const saveBody = (key: string, titled: boolean) => multipartBody(
  { identifier: key, description: '<p>Contract <strong>entry</strong></p>', ...(titled ? { title: 'Contract title' } : {}), attachment_delete: '0' },
  [{ name: 'attachment', filename: 'plan.txt', content: 'plan' }],
);

/** The URL and body of a planning row on a fresh record; a DELETE first writes the entry it removes. */
export async function planningCall(app: FastifyInstance, session: Session, def: ResourceDefinition, method: string, template: string, recordId: number) {
  const kind = def.planning!.kinds.find((candidate) => candidate.title) ?? def.planning!.kinds[0];
  const fill = (url: string) => url.replace('{id}', String(recordId)).replace('{key}', kind.key);
  if (method === 'DELETE') {
    const saved = await call(app, session, { method: 'POST', url: fill(def.planning!.save.POST), ...saveBody(kind.key, Boolean(kind.title)) });
    if (saved.status !== 200) throw new Error(`planning save: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return { url: fill(template), extra: method === 'POST' ? saveBody(kind.key, Boolean(kind.title)) : {} };
}

export const planningFamily: CallFamily = {
  name: 'planning', handles: (row, resources) => resources.some((def) => planningUrl(def, row.path)),
  prepare: async ({ app, session, resources, row, createRecord }) => {
    const def = definitionFor(resources, (candidate) => planningUrl(candidate, row.path));
    return planningCall(app, session, def, row.method, planningUrl(def, row.path)!, await createRecord(def, 3));
  },
};
