import type { ResourceDefinition } from './defineResource';
import { describeField, type FieldDescriptor } from './describeField';
import type { Command } from './types';

/** The command's fields as writable inputs: a readOnly property (the form never writes it) is written through the command. */
const asInput = (field: FieldDescriptor, required: string[]): FieldDescriptor => {
  const { readOnly: _readOnly, default: _default, ...schema } = field.schema;
  return { ...field, schema, readOnly: false, required: required.includes(field.name) };
};

/** commandOf(def, 'close') → the x-actions command; a name the file does not declare throws. */
export const commandOf = (definition: ResourceDefinition, name: string): Command => {
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
