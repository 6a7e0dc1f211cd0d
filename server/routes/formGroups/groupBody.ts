import {
  type ResourceDefinition,
  fieldErrors,
  formGroupErrors,
  KEY_TAKEN,
  type GroupField,
  type FormGroupsSpec,
} from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { formGroupValidator } from './formGroupValidator';
import { FieldErrors } from '../../httpErrors';
import { findGroups, type GroupInput } from '../../repositories/formGroups';
import { lookupItemsById } from '../../repositories/lookupItems';
import { sourceOf } from '../../lookups';

const SWITCH: Record<string, boolean> = { 1: true, on: true, true: true, 0: false, off: false, false: false, '': false };

/** Multipart sends a field's `required` switch as 1/0 (the client's form entries), JSON as a boolean. */
const withSwitches = (fields: unknown) => (Array.isArray(fields)
  ? fields.map((field) => (field && typeof field === 'object' && typeof (field as GroupField).required === 'string'
    ? { ...field, required: SWITCH[(field as { required: string }).required] ?? (field as GroupField).required } : field))
  : fields);

const trimmed = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
};

export interface CheckedGroup { id?: number; input: GroupInput }

/**
 * A form group as sent (JSON or multipart), checked whole before anything is written: 412 per
 * dotted field for the shape, type ids that are no item of the `by` property's look-up, and keys
 * that a property of the resource or another group of the category uses already.
 */
export async function checkGroupBody(db: SqlClient, resources: ResourceDefinition[], def: ResourceDefinition, spec: FormGroupsSpec, raw: Record<string, unknown>): Promise<CheckedGroup> {
  const body = trimmed(raw) as Record<string, unknown>;
  body.fields = body.fields === '' || body.fields === undefined ? [] : withSwitches(body.fields);
  // A body of the wrong shape is refused as it is; one of the right shape also gets the checks needing data.
  const validate = formGroupValidator(spec.field);
  if (!validate(body)) throw new FieldErrors(fieldErrors(validate.errors ?? []));
  const errors = formGroupErrors(body, validate);
  const id = body.id as number | undefined;
  const typeIds = body[spec.field] as number[];
  const fields = body.fields as GroupField[];
  const by = def.fields[spec.by];
  const source = sourceOf(def, by);
  const known = source ? await lookupItemsById(db, resources, source, typeIds) : new Map();
  if (typeIds.some((typeId) => !known.has(typeId))) errors[spec.field] = `The selected ${by.label.toLowerCase()} is invalid.`;
  const others = new Set((await findGroups(db, spec.category)).filter((group) => group.id !== id).flatMap((group) => group.fields.map((field) => field.key)));
  fields.forEach((field, i) => {
    if (def.fields[field.key] || others.has(field.key)) errors[`fields.${i}.key`] ??= KEY_TAKEN;
  });
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { id, input: { name: body.name as string, type_ids: typeIds, fields } };
}
