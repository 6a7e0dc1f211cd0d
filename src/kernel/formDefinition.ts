import type { ResourceDefinition } from './defineResource';
import { describeField } from './describeField';
import type { FlatFormSchema } from './resolveFormSchema';

/**
 * formDefinition(def, flat) → the resource's definition with the fields of a server-described form
 * (its properties and required names) in place of the file's: what the form renders and sends.
 * Everything else (routes, links, save context, alert area) stays the file's.
 */
export function formDefinition(definition: ResourceDefinition, flat: FlatFormSchema): ResourceDefinition {
  const fields = Object.fromEntries(Object.entries(flat.properties).map(([name, schema]) => {
    const field = describeField(name, schema, flat.required);
    return [name, field.kind === 'attachment' ? { ...field, download: definition.api.download?.GET } : field];
  }));
  return {
    ...definition,
    file: { ...definition.file, properties: flat.properties, required: flat.required },
    fields,
    writable: Object.values(fields).filter((field) => !field.readOnly),
  };
}
