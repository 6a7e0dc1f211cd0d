import type { RaRecord } from 'ra-core';
import type { UiSchema } from '@rjsf/utils';
import { commandDefinition, commandOf, type ResourceDefinition } from '../../kernel';
import { toFormData } from './formSchema';

export { commandDefinition } from '../../kernel';

/**
 * The values a command dialog starts from: the record's, then `preset` (field ← another property of
 * the record: an extension starts where the contract ends), with `zeroClears` fields at 0 left empty.
 */
export function commandStartData(definition: ResourceDefinition, name: string, record: RaRecord): Record<string, unknown> {
  const command = commandOf(definition, name);
  const data = toFormData(commandDefinition(definition, name), record);
  for (const [field, from] of Object.entries(command.preset ?? {})) data[field] = record[from] ?? undefined;
  for (const field of command.zeroClears ?? []) if (Number(data[field]) === 0) delete data[field];
  return data;
}

/** The uiSchema's locks: a locked field is read-only, and a locked range start leaves its end open. */
export function lockedUi(definition: ResourceDefinition, name: string, ui: UiSchema): UiSchema {
  const locked = commandOf(definition, name).locked ?? [];
  return { ...ui, ...Object.fromEntries(locked.map((field) => [field, { ...ui[field], 'ui:readonly': true, 'ui:options': { ...ui[field]?.['ui:options'], endEditable: true } }])) };
}

/** The required inputs still empty: a reject's submit waits for its reason. */
export function missingInputs(definition: ResourceDefinition, name: string, data: Record<string, unknown>): string[] {
  const command = commandOf(definition, name);
  const empty = (value: unknown) => value === undefined || value === null || String(value).replace(/<[^>]*>/g, '').trim() === '';
  return Object.keys(command.inputs ?? {}).filter((input) => command.required?.includes(input) && empty(data[input]));
}
