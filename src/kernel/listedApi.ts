/**
 * The list and record-read endpoints of a resource. Every resource has them but a create-only one
 * (a form that sends, x-resource.paths without list), whose screens never ask: reaching for them
 * there is a programming error, said by name rather than as "cannot read GET of undefined".
 */
import type { ResourceDefinition } from './defineResource';

/** listEndpoint(def).GET === '/api/x-list' (the list of a listed resource). */
export function listEndpoint(definition: Pick<ResourceDefinition, 'name' | 'api'>) {
  if (!definition.api.list) throw new Error(`${definition.name} is create-only: it has no x-api.list`);
  return definition.api.list;
}

/** recordEndpoint(def).GET === '/api/x/{id}' (the record read of a listed resource). */
export function recordEndpoint(definition: Pick<ResourceDefinition, 'name' | 'api'>) {
  if (!definition.api.getOne) throw new Error(`${definition.name} is create-only: it has no x-api.getOne`);
  return definition.api.getOne;
}
