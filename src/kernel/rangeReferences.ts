import type { ResourceFile } from './types';

/**
 * Checks of the list's number ranges and derived values that the meta-schema cannot express: a
 * numberrange filter needs a number or integer property, an x-derived countdown a date-time one to count to.
 */
export function rangeReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  (file['x-list']?.filters ?? []).forEach((filter, i) => {
    const type = file.properties[filter.field]?.type;
    if (filter.kind === 'numberrange' && type !== 'number' && type !== 'integer') {
      problems.push([`/x-list/filters/${i}`, `a numberrange filter needs a number or integer property, "${filter.field}" is not one`]);
    }
  });
  for (const [name, schema] of Object.entries(file.properties)) {
    const derived = schema['x-derived'];
    if (!derived) continue;
    const pointer = `/properties/${name}/x-derived/from`;
    if (schema.readOnly !== true) problems.push([`/properties/${name}`, 'an x-derived property is never written: mark it readOnly']);
    if (file.properties[derived.from]?.format !== 'date-time') problems.push([pointer, `a countdown counts to a date-time property, "${derived.from}" is not one`]);
  }
  return problems;
}
