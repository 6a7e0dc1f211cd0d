import type { RaRecord } from 'ra-core';
import type { UiSchema } from '@rjsf/utils';
import type { ResourceDefinition } from '../schema/defineResource';
import { describeField, type FieldDescriptor } from '../schema/describeField';
import type { Command } from '../schema/types';
import { toFormData } from './formSchema';

/** The command's fields as writable inputs: a readOnly property (the form never writes it) is written through the command. */
const asInput = (field: FieldDescriptor, required: string[]): FieldDescriptor => {
  const { readOnly: _readOnly, default: _default, ...schema } = field.schema;
  return { ...field, schema, readOnly: false, required: required.includes(field.name) };
};

const commandOf = (definition: ResourceDefinition, name: string): Command => {
  const command = definition.actions?.commands?.[name];
  if (!command) throw new Error(`${definition.name} has no command "${name}"`);
  return command;
};

/**
 * commandDefinition(def, 'log_time') → the definition a form dialog of an x-actions command renders:
 * its `fields` (with the end of a date range among them) and `inputs` as the only writable inputs,
 * required as the command says (every field when it does not), so the form's usual mappers
 * (toFormSchema, toUiSchema) and validator apply, with the properties' own messages.
 */
export function commandDefinition(definition: ResourceDefinition, name: string): ResourceDefinition {
  const command = commandOf(definition, name);
  const fields = (command.fields ?? []).flatMap((field) => [field, definition.fields[field].schema['x-range-end']].filter((one): one is string => !!one));
  const required = command.required ?? fields;
  const inputs = Object.entries(command.inputs ?? {}).map(([input, schema]) => describeField(input, schema, required));
  const writable = [...fields.map((field) => definition.fields[field]), ...inputs].map((field) => asInput(field, required));
  return { ...definition, writable, fields: { ...definition.fields, ...Object.fromEntries(inputs.map((input) => [input.name, input])) },
    file: { ...definition.file, required, if: undefined, then: undefined, else: undefined } };
}

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
