import type { ResourceDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { notFound } from '../../httpErrors';
import { findSavedFilter } from '../../repositories/savedFilters';
import type { User } from '../../repositories/users';
import { positiveId, scalar, type RawQuery } from '../resources/parseQuery';
import { withSavedFilter } from './savedFilterQuery';

export const FILTER_NOT_FOUND = 'Saved filter not found.';

/**
 * A list request naming one of the caller's saved filters (x-list.savedFilters.param, ?filter_id=4)
 * with that filter's values added where the request sets none; the request unchanged otherwise.
 * Someone else's filter, or another list's, is a 404 like one that does not exist.
 */
export async function applySavedFilter(db: SqlClient, def: ResourceDefinition, user: User | null, query: RawQuery): Promise<RawQuery> {
  const spec = def.file['x-list']?.savedFilters;
  const raw = spec && scalar(query, spec.param);
  if (!spec || raw === undefined || raw === '') return query;
  const id = positiveId(raw, spec.param);
  const saved = user ? await findSavedFilter(db, def.name, user.id, id) : undefined;
  if (!saved) throw notFound(FILTER_NOT_FOUND);
  return withSavedFilter(saved.filter, query);
}
