import { isReserved, reservedValues } from './reservedValues';
import type { ResourceFile } from './types';

/**
 * Checks of a property's options the meta-schema cannot express: x-ref.initial is one select's start,
 * never a value only the record's actions reach (a release created Completed would lock at once);
 * x-badge colours a choice or a reference, the only values with options.
 */
export function optionReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  for (const [name, schema] of Object.entries(file.properties)) {
    const at = `/properties/${name}`;
    const ref = schema['x-ref'];
    if (ref?.initial !== undefined) {
      if (ref.multiple) problems.push([`${at}/x-ref/initial`, 'a multiple select starts empty: initial is for a single one']);
      else if (isReserved(reservedValues(file, name), ref.initial)) {
        problems.push([`${at}/x-ref/initial`, `${JSON.stringify(ref.initial)} is reached only through the record's actions (x-actions or x-ref.reserved): a form cannot start on it`]);
      }
    }
    if (schema['x-badge'] && !ref && !schema.oneOf && !schema.enum) problems.push([`${at}/x-badge`, 'x-badge colours the options of a choice (oneOf, enum) or a reference (x-ref)']);
  }
  return problems;
}
