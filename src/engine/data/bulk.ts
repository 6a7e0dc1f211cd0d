/**
 * Actions on several linked rows at once (x-links[name].bulk), by owner resource and link name:
 *   bulk => POST x-links[name].bulk.POST ([{id}])  { <bulk.field>: [ids], action: { type, value } }
 *             set     value = the chosen id
 *             assign  value = { assigneeType: mode, assigneeInfo: id }   (no assigneeInfo for a self mode)
 *             reply   value = { text, attachments: [files] }
 *           JSON, or multipart (action[value][attachments][0] ...) when a reply carries files.
 */
import type { Identifier } from 'ra-core';
import { bulkActionOf, bulkModeOf, type BulkChoice, type BulkSpec, type ResourceDefinition, fillUrl } from '../../kernel';
import { toFormEntries, type ApiRequest } from './request';

export interface BulkParams {
  link: string;
  /** The owning record, for a URL that names it. */
  id: Identifier;
  /** The chosen rows. */
  ids: Identifier[];
  choice: BulkChoice;
}

export function bulkOf(owner: ResourceDefinition, link: string): BulkSpec {
  const bulk = owner.links[link]?.bulk;
  if (!bulk) throw new Error(`${owner.name}: x-links "${link}" declares no bulk`);
  return bulk;
}

/** The wire's action.value of a choice: what the action's kind says goes there, nothing else. */
function actionValue(bulk: BulkSpec, choice: BulkChoice): unknown {
  const action = bulkActionOf(bulk, choice.type);
  if (!action) throw new Error(`bulk action "${choice.type}" is not declared`);
  if (action.kind === 'reply') return { text: choice.text, ...(choice.files?.length ? { attachments: choice.files } : {}) };
  if (action.kind === 'set') return choice.value;
  return bulkModeOf(action, choice.mode)?.self ? { assigneeType: choice.mode } : { assigneeType: choice.mode, assigneeInfo: choice.value };
}

/** bulkRequest(problem, { link: 'tickets', id: 4, ids: [1, 2], choice: { type: 'status', value: 3 } }) → POST /…/problem-bulk-actions { tickets: [1, 2], action: { type: 'status', value: 3 } } */
export function bulkRequest(owner: ResourceDefinition, { link, id, ids, choice }: BulkParams): ApiRequest {
  const bulk = bulkOf(owner, link);
  const body = { [bulk.field]: ids, action: { type: choice.type, value: actionValue(bulk, choice) } };
  const url = fillUrl(bulk.POST, { id });
  return choice.files?.length ? { method: 'POST', url, multipart: toFormEntries(body) } : { method: 'POST', url, json: body };
}
