import type { JSONSchema7 } from 'json-schema';
import { type ResourceDefinition, describeField, type FieldDescriptor, type PropertySchema } from '../../kernel';
import type { Match } from './cabFormLevels';

const LEVEL_FIELDS = ['name', 'match', 'users', 'user_types'] as const;
export type LevelFieldName = (typeof LEVEL_FIELDS)[number];

const objectSchema = (schema: unknown) => (schema ?? {}) as JSONSchema7;
const propertiesOf = (schema: JSONSchema7) => (schema.properties ?? {}) as Record<string, PropertySchema>;

/**
 * What the level editor reads from schemas/cab.json: each level input described like any property
 * (labels, choices, look-ups of users and user types), and the defaults of a new level.
 */
export function cabFormSchema(definition: ResourceDefinition) {
  const level = objectSchema(definition.fields.levels?.schema.items);
  const levelProperties = propertiesOf(level);
  const approvers = propertiesOf(objectSchema(levelProperties.approvers));
  const schemas: Record<LevelFieldName, PropertySchema | undefined> = {
    name: levelProperties.name, match: levelProperties.match, users: approvers.users, user_types: approvers.user_types,
  };
  const fields = Object.fromEntries(LEVEL_FIELDS.map((name) => [name, describeField(name, schemas[name] ?? {}, level.required ?? [])])) as
    Record<LevelFieldName, FieldDescriptor>;
  return {
    levelFields: fields,
    levelsLabel: definition.fields.levels?.label ?? 'Levels',
    defaultMatch: (levelProperties.match?.default ?? 'all') as Match,
    /** The call removing one saved level ({item}), if the file declares one. */
    removeLevel: definition.fields.levels?.schema['x-remove-item'],
  };
}

export type CabFormSchema = ReturnType<typeof cabFormSchema>;
