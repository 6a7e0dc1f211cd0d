import type { ResourceDefinition } from '../schema/defineResource';
import type { FieldDescriptor } from '../schema/describeField';

/** The command's fields as writable inputs: a readOnly property (the form never writes it) is written through the command. */
const asInput = (field: FieldDescriptor): FieldDescriptor => {
  const { readOnly: _readOnly, default: _default, ...schema } = field.schema;
  return { ...field, schema, readOnly: false, required: true };
};

/**
 * commandDefinition(def, 'log_time') → the definition a form dialog of an x-actions command renders:
 * its `fields` as the only writable, required inputs, so the form's usual mappers (toFormSchema,
 * toUiSchema) and validator apply, with the property's own messages.
 */
export function commandDefinition(definition: ResourceDefinition, name: string): ResourceDefinition {
  const fields = definition.actions?.commands?.[name]?.fields ?? [];
  const writable = fields.map((field) => asInput(definition.fields[field]));
  return { ...definition, writable, file: { ...definition.file, required: fields } };
}

/** The commands that write a property, by name: commandsWriting(def, 'time_spent') → ['log_time']. */
export function commandsWriting(definition: ResourceDefinition, property: string): string[] {
  return Object.entries(definition.actions?.commands ?? {}).filter(([, command]) => command.fields?.includes(property)).map(([name]) => name);
}
