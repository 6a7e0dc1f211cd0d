import type { SqlClient } from '../../database/sqlClient';
import { REQUIRED_MESSAGE } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { existingIds } from '../../repositories/linkRecords';
import type { CmdbTables } from '../../cmdb/relationTable';
import { relationType, type Direction, type RelationInput } from '../../cmdb/relations';
import { MAX_TARGETS } from '../links/targetIds';

/** The client's own words, kept for a request that names no relation type. */
export const RELATION_REQUIRED = 'at least one relation is required to create relationship';

const POSITIVE = /^[1-9][0-9]{0,15}$/;
const idOf = (value: unknown) => ((typeof value === 'number' || typeof value === 'string') && POSITIVE.test(String(value).trim())
  && Number.isSafeInteger(Number(value)) ? Number(value) : undefined);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]);

/**
 * A make-cmdb or remove-cmdb body (JSON, or multipart with child_asset_ids[0]) as a RelationInput,
 * every field checked at once: 412 with one message per field. `checkRows` (make) also requires the
 * assets and the relation type to exist; a removal of something that does not exist is a 404 later.
 */
export async function parseRelationBody(db: SqlClient, tables: CmdbTables, body: Record<string, unknown>, checkRows: boolean): Promise<RelationInput> {
  const errors: Record<string, string> = {};
  const { relation, parent_asset_id: parentRaw, child_asset_ids: childrenRaw, cmdb_id: cmdbRaw } = body;
  if (isEmpty(relation)) errors.relation = REQUIRED_MESSAGE;
  else if (relation !== 'forward' && relation !== 'inverse') errors.relation = 'The relation must be forward or inverse.';

  const parentId = idOf(parentRaw);
  if (isEmpty(parentRaw)) errors.parent_asset_id = REQUIRED_MESSAGE;
  else if (parentId === undefined) errors.parent_asset_id = 'The parent_asset_id must be an id.';
  else if (checkRows && !(await existingIds(db, tables.asset, [parentId])).has(parentId)) errors.parent_asset_id = `The selected asset ${parentId} does not exist.`;

  const values = asList(childrenRaw);
  const childIds = [...new Set(values.map(idOf))];
  if (!values.length) errors.child_asset_ids = 'Please select assets.';
  else if (values.length > MAX_TARGETS) errors.child_asset_ids = `The child_asset_ids may not have more than ${MAX_TARGETS} items.`;
  else if (childIds.includes(undefined)) errors.child_asset_ids = 'The child_asset_ids must be a list of ids.';
  else if (parentId !== undefined && childIds.includes(parentId)) errors.child_asset_ids = 'An asset cannot be related to itself.';
  else if (checkRows) {
    const found = await existingIds(db, tables.asset, childIds as number[]);
    const unknown = (childIds as number[]).filter((id) => !found.has(id));
    if (unknown.length) errors.child_asset_ids = `The selected ${unknown.length === 1 ? 'asset' : 'assets'} ${unknown.join(', ')} ${unknown.length === 1 ? 'does' : 'do'} not exist.`;
  }

  const cmdbId = idOf(cmdbRaw);
  if (isEmpty(cmdbRaw)) errors.cmdb_id = RELATION_REQUIRED;
  else if (cmdbId === undefined) errors.cmdb_id = 'The cmdb_id must be an id.';
  else if (checkRows && !(await relationType(db, tables, cmdbId))) errors.cmdb_id = 'The selected relation does not exist.';

  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return { relation: relation as Direction, parentId: parentId!, childIds: childIds as number[], cmdbId: cmdbId! };
}
