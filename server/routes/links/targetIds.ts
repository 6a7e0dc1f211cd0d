import type { LinkDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { FieldErrors } from '../../httpErrors';
import { existingIds } from '../../repositories/linkRecords';

const POSITIVE = /^[1-9][0-9]{0,15}$/;
export const MAX_TARGETS = 500;

/** A number or text of digits naming a safe positive integer: not true, 1.5, [1] or a 17-digit id. */
const isId = (value: unknown) => (typeof value === 'number' || typeof value === 'string')
  && POSITIVE.test(String(value)) && Number.isSafeInteger(Number(value));

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);

/**
 * The target ids of an attach body under the link's field: a list (asset_ids[0]=1, or JSON [1, 2]) or
 * one value, each a positive integer naming a row of the target. Anything else is a 412 naming the
 * field: targetIds(db, assetsLink, 'asset_ids', {}) throws { asset_ids: 'Please select assets.' }.
 */
export async function targetIds(db: SqlClient, link: LinkDefinition, field: string, body: Record<string, unknown>): Promise<number[]> {
  const target = link.target!;
  const refuse = (message: string) => new FieldErrors({ [field]: message });
  const values = asList(body[field]).map((value) => (typeof value === 'string' ? value.trim() : value));
  if (!values.length) throw refuse(`Please select ${target.label.toLowerCase()}.`);
  if (values.length > MAX_TARGETS) throw refuse(`The ${field} may not have more than ${MAX_TARGETS} items.`);
  if (!values.every(isId)) throw refuse(`The ${field} must be a list of ids.`);
  const ids = [...new Set(values.map(Number))];
  const found = await existingIds(db, target, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length === 1) throw refuse(`The selected ${target.title} ${unknown[0]} does not exist.`);
  if (unknown.length) throw refuse(`The selected ${target.label.toLowerCase()} ${unknown.join(', ')} do not exist.`);
  return ids;
}
