import { type ResourceDefinition, describeField, type FieldDescriptor } from '../../src/kernel';

const PREFIX = 'planning.';

/**
 * The name a planning entry's change is logged under in the record's activity log: planning.root-cause.
 * The dot cannot occur in a property name, so it never collides with one.
 */
export const planningChangeName = (key: string) => `${PREFIX}${key}`;

/**
 * The field an activity sentence describes a logged planning change with: rich text labelled by the
 * kind, so the sentence reads 'updated Root cause' and never quotes the HTML.
 * planningField(problem, 'planning.root-cause')?.label === 'Root cause'
 */
export function planningField(def: ResourceDefinition, name: string): FieldDescriptor | undefined {
  if (!name.startsWith(PREFIX)) return undefined;
  const key = name.slice(PREFIX.length);
  // A kind removed from the resource file since keeps its entries, labelled by its key.
  const label = def.planning?.kinds.find((kind) => kind.key === key)?.label ?? key;
  return describeField(name, { type: 'string', title: label, contentMediaType: 'text/html' });
}
