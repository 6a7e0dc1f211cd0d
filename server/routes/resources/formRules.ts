/**
 * The form rules of a resource file, held on every save as the browser holds them (nothing is
 * written on a failure): x-widget money text, x-follows, x-either, values only actions reach; and
 * x-send bodies read back.
 */
import {
  type ResourceDefinition,
  type FieldDescriptor,
  hasValue,
  MONEY_TEXT,
  onceErrors,
  isReserved,
  reservedValues,
  receivedValue,
} from '../../../src/kernel';
import { specMessage } from '../../../src/engine/specMessages';
import { memoised } from '../../memoised';
import type { Row } from '../../repositories/records';

/** The property's errorMessage for a type error, as ajv-errors would say it. */
const typeMessage = (field: FieldDescriptor) => {
  const message = field.schema.errorMessage;
  return (typeof message === 'string' ? message : message?.type) ?? `The ${field.label.toLowerCase()} must be a number with at most two decimals.`;
};

/**
 * withSentFields(def, { notify_agent_ids: ['3'], email_ids: ['a@b.c'] }) → { notify_to: [3, 'a@b.c'] }:
 * each x-send property's lists folded into the property, as if the body had sent it plainly.
 */
export function withSentFields(def: ResourceDefinition, body: Row): Row {
  const sending = Object.values(def.fields).filter((field) => field.send);
  if (!sending.length) return body;
  const out: Row = { ...body };
  for (const field of sending) {
    const list = receivedValue(field, body);
    for (const key of [field.send?.integer, field.send?.string]) if (key) delete out[key];
    if (list !== undefined) out[field.name] = list;
  }
  return out;
}

/** The properties each rule concerns, found once per resource: an import holds every row to them. */
const ruledFields = memoised((def: ResourceDefinition) => {
  const fields = Object.values(def.fields);
  return {
    money: fields.filter((field) => field.widgetHint === 'money'),
    ordered: fields.filter((field) => field.follows || field.schema['x-range-end']),
    once: fields.filter((field) => field.once),
    reserved: fields.filter((field) => !field.readOnly).map((field) => ({ field, values: reservedValues(def.file, field.name) }))
      .filter(({ values }) => values.length > 0),
  };
});

/**
 * A value only the record's actions reach (reservedValues: a completed release, a closed change, a
 * contract waiting for approval), set by a create or by an update that changes it: the action's
 * confirmation, stamps and mails would be skipped, and a locking value would lock the record at once.
 */
function reservedErrors(def: ResourceDefinition, body: Row, candidate: Row, existing: Row | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, values } of ruledFields(def).reserved) {
    const value = candidate[field.name];
    if (!isReserved(values, value)) continue;
    if (existing && (!(field.name in body) || String(existing[field.name]) === String(value))) continue;
    errors[field.name] = `This ${field.label.toLowerCase()} is reached through the ${def.title}'s actions.`;
  }
  return errors;
}

/** moneyErrors(def, { cost: '1.234' }) → { cost: <its errorMessage.type> }: money text must be digits with at most two decimals (not 1.234, -5, 1e3, abc). */
export function moneyErrors(def: ResourceDefinition, body: Row): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ruledFields(def).money) {
    const raw = body[field.name];
    if (hasValue(raw) && !MONEY_TEXT.test(String(raw).trim())) errors[field.name] = typeMessage(field);
  }
  return errors;
}

/** The end of a range (x-range-end) before its start, said on the end: both as saved, compared as the stored text. */
export const RANGE_ORDER_MESSAGE = 'The end date cannot be earlier than the start date.';

/**
 * recordRuleErrors(def, body, candidate, existing) → 412 messages by field: an x-follows property that
 * is not its value while the property it follows has one, an x-either pair with neither or both (on
 * the first of the two), an x-once property changed once set, a range (x-range-end) ending before
 * it starts, and a value only the record's actions reach. candidate is the record as it would be
 * saved; an update is held to a rule only when the body names one of its properties.
 */
export function recordRuleErrors(def: ResourceDefinition, body: Row, candidate: Row, existing: Row | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const touches = (...names: string[]) => !existing || names.some((name) => name in body);
  const { ordered, once } = ruledFields(def);
  for (const field of ordered) {
    const follows = field.follows;
    if (follows && touches(field.name, follows.field) && hasValue(candidate[follows.field]) && candidate[field.name] !== follows.value) {
      const leader = def.fields[follows.field]?.label.toLowerCase() ?? follows.field;
      errors[field.name] = `The ${field.label.toLowerCase()} cannot be changed while the ${leader} is chosen.`;
    }
    const end = field.schema['x-range-end'];
    if (end && touches(field.name, end) && hasValue(candidate[field.name]) && hasValue(candidate[end]) && String(candidate[end]) < String(candidate[field.name])) {
      errors[end] = RANGE_ORDER_MESSAGE;
    }
  }
  if (existing) Object.assign(errors, onceErrors(once, body, existing));
  Object.assign(errors, reservedErrors(def, body, candidate, existing));
  const either = def.either;
  if (either && touches(...either.fields) && hasValue(candidate[either.fields[0]]) === hasValue(candidate[either.fields[1]])) {
    errors[either.fields[0]] = specMessage(either.message);
  }
  return errors;
}
