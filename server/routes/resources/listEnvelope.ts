import type { ResourceDefinition } from '../../../src/engine/schema/defineResource';
import { setPath } from '../../../src/engine/schema/paths';
import type { ListQuery } from '../../repositories/listQuery';

const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

/**
 * The paginator where the resource file says the client finds it: rows at x-api.list.items, the
 * total at x-api.list.total, and current_page, per_page, last_page, from, to beside the total.
 */
export function listEnvelope(def: ResourceDefinition, query: ListQuery, rows: unknown[], total: number) {
  const body: Record<string, unknown> = { success: true };
  const offset = (query.page - 1) * query.limit;
  const paginator = {
    current_page: query.page,
    per_page: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    from: rows.length ? offset + 1 : null,
    to: rows.length ? offset + rows.length : null,
  };
  const base = parentOf(def.api.list.total);
  for (const [key, value] of Object.entries(paginator)) setPath(body, base ? `${base}.${key}` : key, value);
  setPath(body, def.api.list.total, total);
  setPath(body, def.api.list.items, rows);
  return body;
}
