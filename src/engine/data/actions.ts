/**
 * Per-record action flags and the commands they guard (x-actions):
 *   actions => GET  x-actions.GET ({id})      flags at x-actions.record
 *   command => POST x-actions.commands[name].POST ({id})
 *   command => PATCH x-actions.commands[name].PATCH ({id})  JSON with the values of its `fields`
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

/** commandRequest(def, 'close', 4) posts with no body; a command with fields sends the values of those only, as JSON. */
export function commandRequest(definition: ResourceDefinition, name: string, id: Identifier, values: Record<string, unknown> = {}): ApiRequest {
  const command = actionsOf(definition).commands?.[name];
  if (!command) throw new Error(`${definition.name} has no command "${name}"`);
  const method = command.PATCH ? 'PATCH' : 'POST';
  const url = fillUrl(command.PATCH ?? command.POST ?? '', { id });
  if (!command.fields) return { method, url };
  return { method, url, json: Object.fromEntries(command.fields.map((field) => [field, values[field] ?? null])) };
}
