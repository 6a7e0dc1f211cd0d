import type { ResourceFile } from './types';

/**
 * Checks of the form rules the meta-schema cannot express: x-either names two properties, x-follows
 * another property, x-ref.dependsOn a property whose {placeholder} its look-up holds; taggable and
 * x-send sit on a multiple reference, money on a number.
 */
export function formRuleReferences(file: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const known = (name: string) => Object.hasOwn(file.properties, name);
  file['x-either']?.fields.forEach((name, i) => {
    if (!known(name)) problems.push([`/x-either/fields/${i}`, `"${name}" names no property`]);
  });
  for (const [name, schema] of Object.entries(file.properties)) {
    const at = `/properties/${name}`;
    const ref = schema['x-ref'];
    const follows = schema['x-follows'];
    if (follows && (!known(follows.field) || follows.field === name)) problems.push([`${at}/x-follows/field`, `"${follows.field}" names no other property`]);
    if (ref?.dependsOn !== undefined) {
      if (!known(ref.dependsOn) || ref.dependsOn === name) problems.push([`${at}/x-ref/dependsOn`, `"${ref.dependsOn}" names no other property`]);
      else if (!ref.lookup.includes(`{${ref.dependsOn}}`)) problems.push([`${at}/x-ref/lookup`, `a dependsOn look-up holds {${ref.dependsOn}}`]);
    }
    if ((ref?.taggable !== undefined || schema['x-send']) && (schema.type !== 'array' || !ref?.multiple)) {
      problems.push([at, 'taggable and x-send need an array property with x-ref.multiple']);
    }
    if (schema['x-widget'] === 'money' && schema.type !== 'number') problems.push([`${at}/x-widget`, 'money is a number property']);
  }
  return problems;
}
