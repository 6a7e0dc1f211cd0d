/**
 * The list of started imports (the server's invented route, server/routes/import/importListRoute.ts):
 *   imports => GET /service-desk/api/imports?page&limit   data.list, data.total
 */
import type { ApiRequest } from '../../engine/data';
import type { ImportStatus } from './importApi';

export interface StartedImport {
  id: number; file_name: string; status: ImportStatus;
  created: number; updated: number; failed: number; total_rows: number;
  created_at: string; started_at: string | null; ended_at: string | null;
}

export const importListRequest = (page: number, limit: number): ApiRequest => ({
  method: 'GET', url: '/service-desk/api/imports', query: [['page', String(page)], ['limit', String(limit)]],
});

export function importListPage(body: unknown): { rows: StartedImport[]; total: number } {
  const data = (body as { data?: { list?: unknown; total?: unknown } })?.data;
  return { rows: Array.isArray(data?.list) ? data.list as StartedImport[] : [], total: Number(data?.total ?? 0) };
}
