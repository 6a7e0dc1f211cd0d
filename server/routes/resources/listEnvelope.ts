import { setPath } from '../../../src/kernel';
import type { ListQuery } from '../../repositories/listQuery';

const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

/** Each row also carrying the endpoint's aliases: withAliases([{ identifier: 'C-1' }], { change_number: 'identifier' }) → [{ identifier: 'C-1', change_number: 'C-1' }]. */
const withAliases = (rows: unknown[], aliases: Record<string, string>) => (rows as Array<Record<string, unknown>>).map((row) => ({
  ...row, ...Object.fromEntries(Object.entries(aliases).map(([alias, key]) => [alias, row[key]])),
}));

/**
 * The paginator where the resource file says the client finds it: rows at the endpoint's items
 * (x-api.list, or a link's own list, whose aliases each row also carries), the total at its total,
 * and current_page, per_page, last_page, from, to beside the total.
 */
export function listEnvelope(endpoint: { items: string; total: string; aliases?: Record<string, string> }, query: ListQuery, rows: unknown[], total: number) {
  if (endpoint.aliases) rows = withAliases(rows, endpoint.aliases);
  const body: Record<string, unknown> = { success: true };
  const offset = (query.page - 1) * query.limit;
  const paginator = {
    current_page: query.page,
    per_page: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    from: rows.length ? offset + 1 : null,
    to: rows.length ? offset + rows.length : null,
  };
  const base = parentOf(endpoint.total);
  for (const [key, value] of Object.entries(paginator)) setPath(body, base ? `${base}.${key}` : key, value);
  setPath(body, endpoint.total, total);
  setPath(body, endpoint.items, rows);
  return body;
}
