import { DATE_FORMATS } from './describeField';
import type { ResourceFile } from './types';

/**
 * Checks of derived values that the meta-schema cannot express: an x-derived countdown needs a
 * date or date-time property to count to (a day alone counts as well), and is never written (a numberrange filter's property is its kind's check).
 */
export function rangeReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  for (const [name, schema] of Object.entries(file.properties)) {
    const derived = schema['x-derived'];
    if (!derived) continue;
    const pointer = `/properties/${name}/x-derived/from`;
    if (schema.readOnly !== true) problems.push([`/properties/${name}`, 'an x-derived property is never written: mark it readOnly']);
    if (!DATE_FORMATS.has(file.properties[derived.from]?.format)) problems.push([pointer, `a countdown counts to a date or date-time property, "${derived.from}" is not one`]);
  }
  return problems;
}
