/**
 * The property types an administrator picks in the property dialog, each written with the JSON Schema
 * and x- keywords the engine already draws (as the shipped resource files write them). A property
 * matching none of them (a oneOf choice, a list of objects, an attachment) is 'other': the dialog keeps
 * its keywords as they are and leaves its type to the raw JSON tab.
 */
export type Json = Record<string, unknown>;

export type PropertyKind =
  | 'text' | 'long_text' | 'rich_text' | 'number' | 'money' | 'date' | 'date_time' | 'yes_no' | 'choice' | 'reference' | 'references' | 'other';

/** The kinds offered for a new property, in the dialog's order. */
export const PROPERTY_KINDS: PropertyKind[] = ['text', 'long_text', 'rich_text', 'number', 'money', 'date', 'date_time', 'yes_no', 'choice', 'reference', 'references'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const refOf = (schema: Json) => (isObject(schema['x-ref']) ? schema['x-ref'] : undefined);

/** kindOf({ type: 'string', format: 'date-time' }) === 'date_time'; format 'date' (a day, no time) is 'date'. */
export function kindOf(schema: Json): PropertyKind {
  const ref = refOf(schema);
  if (ref) return ref.multiple === true && schema.type === 'array' ? 'references' : schema.type === 'integer' ? 'reference' : 'other';
  if (schema.type === 'string') {
    if (schema.contentMediaType === 'text/html') return 'rich_text';
    if (schema.format === 'date') return schema['x-widget'] === undefined ? 'date' : 'other';
    if (schema.format === 'date-time') return schema['x-widget'] === undefined ? 'date_time' : 'other';
    if (Array.isArray(schema.enum)) return 'choice';
    if (schema.format !== undefined || schema.contentMediaType !== undefined || schema.oneOf !== undefined) return 'other';
    return schema['x-widget'] === 'textarea' ? 'long_text' : schema['x-widget'] === undefined ? 'text' : 'other';
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (schema.oneOf !== undefined) return 'other';
    return schema['x-widget'] === 'money' ? 'money' : schema['x-widget'] === undefined ? 'number' : 'other';
  }
  return schema.type === 'boolean' ? 'yes_no' : 'other';
}

/** What a kind writes of its own: the keywords that make it that kind (the lookup and options come from the values). */
function kindKeywords(kind: PropertyKind, values: { options: string[]; lookup: string }): Json {
  switch (kind) {
    case 'text': return { type: 'string' };
    case 'long_text': return { type: 'string', 'x-widget': 'textarea' };
    case 'rich_text': return { type: 'string', contentMediaType: 'text/html' };
    case 'number': return { type: 'number' };
    case 'money': return { type: 'number', 'x-widget': 'money' };
    case 'date': return { type: 'string', format: 'date' };
    case 'date_time': return { type: 'string', format: 'date-time' };
    case 'yes_no': return { type: 'boolean' };
    case 'choice': return { type: 'string', enum: values.options };
    case 'reference': return { type: 'integer', 'x-ref': { lookup: values.lookup } };
    case 'references': return { type: 'array', items: { type: 'integer' }, 'x-ref': { lookup: values.lookup, multiple: true } };
    default: return {};
  }
}

/** The keywords any kind may own, removed when a property changes kind. */
const KIND_KEYWORDS = ['type', 'x-widget', 'contentMediaType', 'format', 'enum', 'x-ref', 'items'];
/** The keywords the dialog edits itself, whatever the kind. */
const EDITED = ['title', 'description', 'default', 'maxLength', 'minimum', 'maximum'];

/** The dialog's values of one property (its name and the file-level flags are the draft's, not the schema's). */
export interface PropertyValues {
  kind: PropertyKind;
  title: string;
  description: string;
  /** The default as typed ('' none); a number or yes/no is converted when written. */
  defaultValue: string;
  maxLength: string;
  minimum: string;
  maximum: string;
  /** A choice's options. */
  options: string[];
  /** A reference's look-up URL. */
  lookup: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** readProperty(schema) → the dialog's values; writeProperty(values, schema) gives the same schema back. */
export function readProperty(schema: Json): PropertyValues {
  const ref = refOf(schema);
  return {
    kind: kindOf(schema),
    title: text(schema.title),
    description: text(schema.description),
    defaultValue: text(schema.default),
    maxLength: text(schema.maxLength),
    minimum: text(schema.minimum),
    maximum: text(schema.maximum),
    options: Array.isArray(schema.enum) ? schema.enum.map(String) : [],
    lookup: typeof ref?.lookup === 'string' ? ref.lookup : '',
  };
}

const numberOrUndefined = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/** The default as the kind stores it: a number for numbers, true/false for yes/no, the text otherwise. */
function typedDefault(kind: PropertyKind, value: string): unknown {
  if (value === '') return undefined;
  if (kind === 'number' || kind === 'money' || kind === 'reference') return numberOrUndefined(value);
  if (kind === 'yes_no') return value === 'true';
  return value;
}

/**
 * The property's schema from the dialog's values, keeping every keyword the dialog does not edit and
 * the original's key order (so a file shows only what changed): a kind left as it was keeps its
 * keywords (an integer stays an integer) but for a choice's options and a reference's look-up.
 */
export function writeProperty(values: PropertyValues, original: Json = {}): Json {
  const sameKind = kindOf(original) === values.kind && Object.keys(original).length > 0;
  const own = kindKeywords(values.kind, values);
  const next: Json = {};
  const ref = refOf(original);
  if (sameKind) {
    if (values.kind === 'choice') next.enum = values.options;
    if ((values.kind === 'reference' || values.kind === 'references') && ref) next['x-ref'] = { ...ref, lookup: values.lookup };
  } else Object.assign(next, own);
  const numeric = values.kind === 'number' || values.kind === 'money';
  const textual = values.kind === 'text' || values.kind === 'long_text' || values.kind === 'rich_text';
  const other = values.kind === 'other';
  // A value typed as it was read keeps the original's (1 stays 1, not '1'); 'other' keeps what it has no input for,
  // and a limit the kind has none of goes.
  const kept = (key: string, typed: string, value: unknown, applies = true) =>
    (other ? original[key] : !applies ? undefined : text(original[key]) === typed ? original[key] : value);
  next.title = values.title;
  next.description = kept('description', values.description, values.description || undefined);
  next.default = kept('default', values.defaultValue, typedDefault(values.kind, values.defaultValue));
  next.maxLength = kept('maxLength', values.maxLength, numberOrUndefined(values.maxLength), textual);
  next.minimum = kept('minimum', values.minimum, numberOrUndefined(values.minimum), numeric);
  next.maximum = kept('maximum', values.maximum, numberOrUndefined(values.maximum), numeric);
  const dropped = new Set([...(sameKind ? [] : KIND_KEYWORDS), ...EDITED]);
  const result: Json = {};
  for (const [key, value] of Object.entries(original)) {
    if (key in next) {
      if (next[key] !== undefined) result[key] = next[key];
    } else if (!dropped.has(key)) result[key] = value;
  }
  for (const [key, value] of Object.entries(next)) if (!(key in result) && !(key in original) && value !== undefined) result[key] = value;
  return result;
}
