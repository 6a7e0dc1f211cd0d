import type { JSONSchema7 } from 'json-schema';
import {
  type ResourceDefinition,
  dependentLookup,
  describeField,
  type FieldDescriptor,
  isReserved,
  reservedValues,
  withFollowers,
  type PropertySchema,
} from '../../src/kernel';

type Lookup = (url: string) => Promise<Array<{ id: number }>>;

/** The words a sample writes: plain text (text, textarea) within the property's maxLength, and HTML. */
export interface SampleTexts {
  text: (field: FieldDescriptor, seed: number) => string;
  html: (field: FieldDescriptor, seed: number) => string;
}

/** Samples written so far: a numbered property (x-sequence) is unique, so each sample has its own. */
let written = 0;

const SAMPLE_TEXTS: SampleTexts = {
  text: (field, seed) => {
    const text = field.sequence ? `Sample ${field.name} ${seed}-${++written}` : `Sample ${field.name} ${seed}`;
    return text.slice(0, field.schema.maxLength ?? text.length);
  },
  html: (_field, seed) => `<p>Sample <strong>${seed}</strong></p>`,
};

/**
 * A valid value for a property, derived from its schema alone, so new properties are covered without
 * edits. A reference takes what a person's form would: its x-ref.initial, else the first option a form
 * offers (none of `reserved`, which only the record's actions reach).
 */
async function sampleValue(field: FieldDescriptor, seed: number, lookup: Lookup, texts: SampleTexts, record: Record<string, unknown> = {}, reserved: unknown[] = []): Promise<unknown> {
  const { schema } = field;
  const items = schema.items as JSONSchema7 | undefined;
  if (field.kind === 'unknown' && schema.type === 'object') return sampleObject(schema, seed, lookup, texts);
  // A list of objects gets one item, sampled as the first of a list (seed 0: lowest numbers, first choices).
  if (field.kind === 'unknown' && schema.type === 'array' && items?.type === 'object') return [await sampleObject(items, 0, lookup, texts)];
  switch (field.kind) {
    case 'reference': {
      // A dependsOn look-up is asked with the value sampled for the property it depends on (none: no value).
      const url = field.reference!.dependsOn ? dependentLookup(field, record) : field.reference!.lookup;
      const items = url === undefined ? [] : await lookup(url);
      const initial = items.find((item) => item.id === field.reference!.initial);
      const id = (initial ?? items.find((item) => !isReserved(reserved, item.id)))?.id;
      // A multiple reference (a problem's asset_ids) is written as a list.
      return field.reference!.multiple && id !== undefined ? [id] : id;
    }
    case 'choice': return field.choices![seed % field.choices!.length].value;
    case 'boolean': return seed % 2 === 0;
    case 'integer': case 'number': return Math.max(Number(schema.minimum ?? 1), 1) + seed;
    case 'email': return `sample${seed}@example.com`;
    case 'html': return texts.html(field, seed);
    // A range's start and its x-range-end partner get the same time: the end is never before the start.
    case 'date-time': case 'daterange': return '2026-01-02 10:30:00';
    case 'attachment': return undefined;
    default: return texts.text(field, seed);
  }
}

/** Values for the writable properties of a nested object schema (an item of a list of objects). */
async function sampleObject(schema: JSONSchema7, seed: number, lookup: Lookup, texts: SampleTexts): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = describeField(name, property as PropertySchema, schema.required ?? []);
    const value = field.readOnly ? undefined : await sampleValue(field, seed, lookup, texts);
    if (value !== undefined) record[name] = value;
  }
  return record;
}

/**
 * Values for every writable property of a resource, keeping its form rules: of an x-either pair only the
 * first is given, and x-follows properties take their value. `texts` words the text and HTML properties.
 */
export async function sampleRecord(def: ResourceDefinition, seed: number, lookup: Lookup, texts = SAMPLE_TEXTS): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  const left = def.either?.fields[1];
  for (const field of def.writable) {
    const value = field.name === left ? undefined : await sampleValue(field, seed, lookup, texts, record, reservedValues(def.file, field.name));
    if (value !== undefined) record[field.name] = value;
  }
  return withFollowers(def.writable, record);
}

/** A sample that does not lock the record (x-actions.lockedWhen: a completed release takes no later call): another option of the locking property. */
export async function unlockedSample(def: ResourceDefinition, seed: number, lookup: Lookup, texts = SAMPLE_TEXTS): Promise<Record<string, unknown>> {
  const values = await sampleRecord(def, seed, lookup, texts);
  for (const [name, locking] of Object.entries(def.actions?.lockedWhen ?? {})) {
    const lookupUrl = def.fields[name]?.reference?.lookup;
    if (values[name] === locking && lookupUrl) values[name] = (await lookup(lookupUrl)).find((item) => item.id !== locking)?.id;
  }
  return values;
}
