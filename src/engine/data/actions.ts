/**
 * Per-record action flags and the commands they guard (x-actions):
 *   actions => GET  x-actions.GET ({id})      flags at x-actions.record
 *   command => POST x-actions.commands[name].POST ({id})
 */
import type { Identifier } from 'ra-core';
import type { ResourceDefinition } from '../schema/defineResource';
import { fillUrl, getPath } from '../schema/paths';
import type { ApiRequest } from './request';

export type ActionFlags = Record<string, boolean>;

const actionsOf = (definition: ResourceDefinition) => {
  if (!definition.actions) throw new Error(`${definition.name} declares no x-actions`);
  return definition.actions;
};

export const actionsRequest = (definition: ResourceDefinition, id: Identifier): ApiRequest =>
  ({ method: 'GET', url: fillUrl(actionsOf(definition).GET, { id }) });

/** actionsResponse(def, body) → only the flags that are true-ish count as granted ("1", 1, true). */
export function actionsResponse(definition: ResourceDefinition, body: unknown): ActionFlags {
  const flags = getPath(body, actionsOf(definition).record);
  if (!flags || typeof flags !== 'object') return {};
  return Object.fromEntries(Object.entries(flags).map(([name, value]) => [name, value === true || value === 1 || value === '1']));
}

export function commandRequest(definition: ResourceDefinition, name: string, id: Identifier): ApiRequest {
  const command = actionsOf(definition).commands?.[name];
  if (!command) throw new Error(`${definition.name} has no command "${name}"`);
  return { method: 'POST', url: fillUrl(command.POST, { id }) };
}
