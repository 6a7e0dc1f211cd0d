// How the contract test calls the saved-filter rows of endpoints.tsv (x-list.savedFilters): the save
// gets a name and one value of the list's first id filter, the delete a filter saved just before, and
// a list row naming the saved-filter parameter (filter_id) one of the caller's own filters.
import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, fillUrl } from '../../src/kernel';
import { call, type Session } from '../api/helpers';
import { definitionFor, type CallFamily } from './callFamily';

/** Which saved-filter write a table row is ('POST' or 'DELETE'), if it is one. The table spells the save 'POST?'. */
export function savedFilterUrl(def: ResourceDefinition, path: string): 'POST' | 'DELETE' | undefined {
  const spec = def.file['x-list']?.savedFilters;
  if (spec?.POST === path) return 'POST';
  if (spec?.DELETE === path) return 'DELETE';
  return undefined;
}

let made = 0;

async function saveOne(app: FastifyInstance, session: Session, def: ResourceDefinition): Promise<number> {
  const spec = def.file['x-list']!.savedFilters!;
  const param = def.filters.find((filter) => filter.kind !== 'daterange' && !filter.exclude)!.param;
  const { body } = await call(app, session, { method: 'POST', url: spec.POST, payload: { name: `Contract ${++made}`, filter: { [param]: [1] } } });
  return body.data.id;
}

/** The request of a saved-filter write row. */
export async function savedFilterCall(app: FastifyInstance, session: Session, def: ResourceDefinition, write: 'POST' | 'DELETE') {
  const spec = def.file['x-list']!.savedFilters!;
  if (write === 'DELETE') return { url: fillUrl(spec.DELETE, { id: await saveOne(app, session, def) }), extra: {} };
  const param = def.filters.find((filter) => filter.kind !== 'daterange' && !filter.exclude)!.param;
  return { url: spec.POST, extra: { payload: { name: `Contract ${++made}`, filter: { [param]: [1] } } } };
}

/** A list query naming the saved-filter parameter gets the id of a filter the caller just saved. */
export async function withSavedFilterId(app: FastifyInstance, session: Session, def: ResourceDefinition | undefined, query: string): Promise<string> {
  const param = def?.file['x-list']?.savedFilters?.param;
  if (!def || !param || !new URLSearchParams(query).has(param)) return query;
  const id = await saveOne(app, session, def);
  return query.split('&').map((pair) => (pair.split('=')[0] === param ? `${param}=${id}` : pair)).join('&');
}

export const savedFilterFamily: CallFamily = {
  name: 'saved filter', handles: (row, resources) => resources.some((def) => savedFilterUrl(def, row.path)),
  prepare: ({ app, session, resources, row }) => {
    const def = definitionFor(resources, (candidate) => savedFilterUrl(candidate, row.path));
    return savedFilterCall(app, session, def, savedFilterUrl(def, row.path)!);
  },
};
