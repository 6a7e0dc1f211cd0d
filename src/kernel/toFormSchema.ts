import type { RJSFSchema } from '@rjsf/utils';
import type { ResourceDefinition } from './defineResource';
import type { FieldDescriptor } from './describeField';
import type { PropertySchema } from './types';

// Dates are sent as 'YYYY-MM-DD HH:mm:ss', which the strict date-time format would refuse.
const formPropertySchema = (descriptor: FieldDescriptor): PropertySchema => {
  if (descriptor.kind !== 'date-time' && descriptor.kind !== 'daterange') return descriptor.schema;
  const { format: _format, ...rest } = descriptor.schema;
  return rest;
};

/** The properties a form shows: the writable ones, less those hidden (an x-permission not granted). */
export const shownFields = (definition: ResourceDefinition, hidden: readonly string[]) =>
  definition.writable.filter((field) => !hidden.includes(field.name));

/**
 * toFormSchema(def, hidden?) → the write schema without readOnly or hidden properties and resource-level
 * x- keywords: what a form renders and validates (the server precompiles its validators from the same).
 */
export function toFormSchema(definition: ResourceDefinition, hidden: readonly string[] = []): RJSFSchema {
  const shown = shownFields(definition, hidden);
  const names = new Set(shown.map((field) => field.name));
  // The file's root if/then/else (a property required while another has a value) holds in the form too.
  const { if: condition, then, else: otherwise } = definition.file;
  return {
    type: 'object',
    required: (definition.file.required ?? []).filter((name) => names.has(name)),
    properties: Object.fromEntries(shown.map((field) => [field.name, formPropertySchema(field)])),
    ...(condition && { if: condition, ...(then && { then }), ...(otherwise && { else: otherwise }) }),
  } as RJSFSchema;
}
