import type { ValidateFunction } from 'ajv';
import { type ResourceDefinition, fieldErrors } from '../../../src/kernel';
import { createAjv } from '../../createAjv';
import type { SqlClient } from '../../database/sqlClient';
import { findCustomValues, type Values } from '../../repositories/customValues';
import { findGroups, groupsForType } from '../../repositories/formGroups';
import type { Row } from '../../repositories/records';
import { groupProperty, sentProperty } from './groupProperty';

let ajv = createAjv({ coerceTypes: true });
const validators = new Map<string, ValidateFunction>();

/** One compiled validator per distinct schema: groups change rarely, saves are many. */
function validatorOf(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    if (validators.size > 200) {
      // Ajv keeps every schema it compiled: start a fresh one with the fresh cache.
      validators.clear();
      ajv = createAjv({ coerceTypes: true });
    }
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The type a save leaves the record with: the sent one (multipart sends text), else the stored one. */
function typeOf(by: string, body: Values, existing: Row | undefined): unknown {
  if (!(by in body)) return existing?.[by];
  const raw = body[by];
  const id = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The form-group values a save writes, checked before anything is written: the fields of the groups
 * of the type the record will have, each sent value validated by its property (412 per field) and
 * required ones present, counting what is stored already (an update keeps what it does not send).
 * Answers the values to write (null removes one) and the messages, which join the other fields'.
 */
export async function groupValues(db: SqlClient, def: ResourceDefinition, body: Values, existing: Row | undefined): Promise<{ values: Values; errors: Record<string, string> }> {
  const spec = def.api.form?.groups;
  if (!spec) return { values: {}, errors: {} };
  const fields = groupsForType(await findGroups(db, spec.category), typeOf(spec.by, body, existing)).flatMap((group) => group.fields);
  const stored = existing ? (await findCustomValues(db, def.name, [existing.id as number])).get(existing.id as number) ?? {} : {};
  const candidate: Values = {};
  const sent: string[] = [];
  for (const field of fields) {
    if (field.key in body) {
      sent.push(field.key);
      const value = body[field.key];
      if (!blank(value)) candidate[field.key] = typeof value === 'string' ? value.trim() : value;
    } else if (stored[field.key] !== undefined) {
      candidate[field.key] = stored[field.key];
    }
  }
  const schema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.key, sentProperty(groupProperty(field))])),
    required: fields.filter((field) => field.required).map((field) => field.key),
  };
  const validate = validatorOf(schema);
  if (!validate(candidate)) return { values: {}, errors: fieldErrors(validate.errors ?? []) };
  // A create writes every value it has; an update only the fields it sent.
  const written = existing ? sent : fields.map((field) => field.key);
  return { values: Object.fromEntries(written.map((key) => [key, candidate[key] ?? null])), errors: {} };
}
