/** A property of a resource file: JSON Schema as @types/json-schema reads it, with the keywords the meta-schema adds. */
import type { JSONSchema7 } from 'json-schema';
import type { PropertyKeywords } from './keywords.generated';

/** The keywords the meta-schema adds to a property (x-, ajv-errors' errorMessage) or narrows (the two media types the engine draws). */
type AddedKeywords = Pick<PropertyKeywords, Extract<keyof PropertyKeywords, `x-${string}`> | 'errorMessage' | 'contentMediaType'>;

export interface PropertySchema extends Omit<JSONSchema7, 'contentMediaType'>, AddedKeywords {}
