/**
 * Per-record action flags and the commands they guard (x-actions):
 *   actions => GET  x-actions.GET ({id})      flags at x-actions.record
 *   command => POST x-actions.commands[name].POST ({id})
 *   command => PATCH x-actions.commands[name].PATCH ({id})  JSON with the values of its `fields`
 */
import type { Identifier } from 'ra-core';
import { type ResourceDefinition, fillUrl, getPath, type Command, sentValues } from '../../kernel';
import { toFormEntries, type ApiRequest } from './request';

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

/** The names a command sends: its fields, the end of a date range among them, its inputs. */
export function commandNames(definition: ResourceDefinition, command: Command): string[] {
  const fields = (command.fields ?? []).flatMap((field) => [field, definition.file.properties[field]?.['x-range-end']].filter((name): name is string => !!name));
  return [...fields, ...Object.keys(command.inputs ?? {})];
}

/**
 * commandRequest(def, 'close', 4) posts with no body; a command with fields or inputs sends the
 * values of those only, as JSON or, with `body: multipart`, as multipart entries.
 */
export function commandRequest(definition: ResourceDefinition, name: string, id: Identifier, values: Record<string, unknown> = {}): ApiRequest {
  const command = actionsOf(definition).commands?.[name];
  if (!command) throw new Error(`${definition.name} has no command "${name}"`);
  const method = command.PATCH ? 'PATCH' : 'POST';
  const url = fillUrl(command.PATCH ?? command.POST ?? '', { id });
  const names = commandNames(definition, command);
  if (!names.length) return { method, url };
  // A mixed list goes as the body fields its x-send names (notify_agent_ids[], email_ids[]), as a save sends it.
  const sent = Object.fromEntries(names.flatMap((field) => {
    const descriptor = definition.fields[field];
    const value = values[field] ?? null;
    return descriptor?.send && Array.isArray(value) ? Object.entries(sentValues(descriptor, value)) : [[field, value]];
  }));
  return command.body === 'multipart' ? { method, url, multipart: toFormEntries(sent) } : { method, url, json: sent };
}
