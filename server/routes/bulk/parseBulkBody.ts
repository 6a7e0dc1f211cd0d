import {
  type BulkSpec,
  type BulkWriteSpec,
  BULK_KEYS,
  bulkActionOf,
  bulkChoiceErrors,
  bulkModeOf,
  bulkReference,
  type BulkChoice,
  type LinkDefinition,
  type ResourceDefinition,
} from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { FieldErrors } from '../../httpErrors';
import { lookupNamed, type LookupSource } from '../../lookups';
import { lookupNames } from '../../repositories/lookupItems';
import type { Row } from '../../repositories/records';
import { targetIds } from '../links/targetIds';

/** What a bulk request asks for, checked: the rows, and either the values to write or the reply's text. */
export type BulkCommand =
  | { kind: 'set'; ids: number[]; values: Row }
  | { kind: 'reply'; ids: number[]; text: string };

const POSITIVE = /^[1-9][0-9]{0,15}$/;
const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {});

/** The look-up source a write's value must come from: its own lookup, else its property's x-ref. */
export function writeSource(target: ResourceDefinition, write: BulkWriteSpec): LookupSource | undefined {
  const reference = bulkReference(target, write);
  return reference ? lookupNamed(target, reference.lookup)?.source : undefined;
}

/** The wire's action ({ type, value }) as the dialog's choice, so both sides check it with bulkChoiceErrors. */
function choiceOf(bulk: BulkSpec, body: Record<string, unknown>): BulkChoice {
  const action = asObject(body.action);
  const kind = bulkActionOf(bulk, action.type)?.kind;
  const value = asObject(action.value);
  if (kind === 'assign') return { type: action.type as string, mode: value.assigneeType, value: value.assigneeInfo };
  if (kind === 'reply') return { type: action.type as string, text: value.text };
  return { type: action.type as string, value: action.value };
}

/** One id written to write.field (and nulls to its clears), when it names an item of its look-up. */
async function written(db: SqlClient, resources: ResourceDefinition[], target: ResourceDefinition, write: BulkWriteSpec, raw: unknown, key: string): Promise<Row> {
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  const id = POSITIVE.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
  if (id === undefined || !(await lookupNames(db, resources, writeSource(target, write)!, [id])).has(id)) {
    throw new FieldErrors({ [key]: `The selected ${target.fields[write.field].label.toLowerCase()} is invalid.` });
  }
  return { [write.field]: id, ...Object.fromEntries((write.clears ?? []).map((name) => [name, null])) };
}

/**
 * The rows (under bulk.field: each must exist) and the action of a bulk request, or a 412 naming
 * every field that is wrong: parseBulkBody(..., { tickets: [], action: { type: 'status' } }) throws
 * { tickets: 'Please select tickets.', 'action.value': 'This field is required.' }.
 */
export async function parseBulkBody(db: SqlClient, resources: ResourceDefinition[], link: LinkDefinition & { bulk: BulkSpec }, body: Record<string, unknown>, userId: number): Promise<BulkCommand> {
  const target = link.target!;
  const errors: Record<string, string> = {};
  let ids: number[] = [];
  try {
    ids = await targetIds(db, link, link.bulk.field, body);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    Object.assign(errors, error.fields);
  }
  const choice = choiceOf(link.bulk, body);
  Object.assign(errors, bulkChoiceErrors(link.bulk, choice));
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  const action = bulkActionOf(link.bulk, choice.type)!;
  if (action.kind === 'reply') return { kind: 'reply', ids, text: choice.text as string };
  if (action.kind === 'set') return { kind: 'set', ids, values: await written(db, resources, target, action as BulkWriteSpec, choice.value, BULK_KEYS.value) };
  const mode = bulkModeOf(action, choice.mode)!;
  // assign_to_me: the caller is the assignee, and must be one the look-up offers like anybody else.
  const values = mode.self ? await written(db, resources, target, mode, userId, BULK_KEYS.mode) : await written(db, resources, target, mode, choice.value, BULK_KEYS.info);
  return { kind: 'set', ids, values };
}
