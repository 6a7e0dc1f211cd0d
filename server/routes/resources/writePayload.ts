import type { ValidateFunction } from 'ajv';
import { type ResourceDefinition, type FieldDescriptor, fieldErrors, isHtml } from '../../../src/kernel';
import { createAjv } from '../../createAjv';
import { FieldErrors } from '../../httpErrors';
import { memoised } from '../../memoised';
import { fromColumn } from '../../repositories/columnValues';
import type { Row } from '../../repositories/records';
import { columnFields } from '../../repositories/resourceTable';
import { sanitizeHtml } from '../../sanitizeHtml';
import { moneyErrors, recordRuleErrors } from './formRules';

const TRUE = new Set([true, 1, '1', 'true', 'on']);
const FALSE = new Set([false, 0, '0', 'false', 'off']);

/** Multipart values are all strings, so the validator coerces types (the same rule for a JSON body). */
const validatorOf = memoised((def: ResourceDefinition): ValidateFunction => createAjv({ useDefaults: true, coerceTypes: true }).compile(def.file));

/** The properties a save may write. */
const writableFields = memoised((def: ResourceDefinition) => columnFields(def).filter((field) => !field.readOnly));

/** Rich text whose text content is empty (<p><br></p>) is as empty as ''. */
export const emptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';

type Schema = { type?: unknown; items?: unknown; properties?: Record<string, unknown> };

/** Inside lists and objects the form sends strings too: trim them and read switches (1/0/on) by the item schema. */
function normaliseNested(schema: Schema | undefined, value: unknown): unknown {
  if (typeof value === 'string') value = value.trim();
  if (schema?.type === 'boolean') return TRUE.has(value as never) ? true : FALSE.has(value as never) ? false : value;
  if (Array.isArray(value)) return value.map((item) => normaliseNested(schema?.items as Schema | undefined, item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normaliseNested(schema?.properties?.[key] as Schema | undefined, item)]));
  }
  return value;
}

/**
 * A submitted value made comparable: strings trimmed, rich text sanitised (so it is checked as it
 * will be stored), empty text and rich text left empty as null, switches as booleans.
 */
function normalise(field: FieldDescriptor, value: unknown): unknown {
  if (typeof value === 'string') value = (isHtml(field) ? sanitizeHtml(value) : value).trim();
  if (value === '' || value === null || (isHtml(field) && typeof value === 'string' && emptyHtml(value))) return null;
  return normaliseNested(field.schema as Schema, value);
}

const isEmpty = (errors: Record<string, string>) => {
  for (const _ in errors) return false;
  return true;
};

/** A stored row in write shape: booleans and JSON lists back from their columns, nulls left out. */
function writeShape(fields: FieldDescriptor[], row: Row | undefined): Row {
  const out: Row = {};
  for (const field of fields) {
    const value = row?.[field.name];
    if (value !== null && value !== undefined) out[field.name] = fromColumn(field, value);
  }
  return out;
}

/** readOnly properties with a default start with it (a new problem is active = 1); the client can never set them. */
const serverDefaults = memoised((def: ResourceDefinition): Row => Object.fromEntries(columnFields(def)
  .filter((field) => field.readOnly && field.schema.default !== undefined)
  .map((field) => [field.name, field.schema.default])));

/**
 * Validates a save request against the resource file and returns the column values to write.
 * Only writable properties are taken; an update keeps what the body does not mention, a create
 * adds the defaults of readOnly properties. A required property that is missing or empty reads
 * "This field is required."; the form rules (formRules.ts) join their messages.
 */
export function writePayload(def: ResourceDefinition, body: Row, existing: Row | undefined): Row {
  const fields = writableFields(def);
  const candidate = writeShape(fields, existing);
  for (const field of fields) {
    if (!(field.name in body)) continue;
    const value = normalise(field, body[field.name]);
    if (value === null) delete candidate[field.name];
    else candidate[field.name] = value;
  }
  const validate = validatorOf(def);
  const valid = validate(candidate);
  const ruleErrors = recordRuleErrors(def, body, candidate, existing);
  const money = moneyErrors(def, body);
  // The record rules (x-follows, x-either) read the coerced values and yield to the property's own message;
  // money reads the raw text, since coercion would turn '1e3' into 1000, and says it best.
  if (!valid || !isEmpty(ruleErrors) || !isEmpty(money)) throw new FieldErrors({ ...ruleErrors, ...fieldErrors(validate.errors ?? []), ...money });
  // Plain loops, not Object.fromEntries or a filtered list: an import calls this per row, and
  // building the object from entries costs ten times as much.
  const values: Row = {};
  for (const field of fields) if (!existing || field.name in body) values[field.name] = candidate[field.name] ?? null;
  return existing ? values : Object.assign(values, serverDefaults(def));
}
