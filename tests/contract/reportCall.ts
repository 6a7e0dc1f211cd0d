// How the contract test calls the report rows of endpoints.tsv that the generic record flow cannot:
// the save, whose body holds lists of filters and columns, and the exports, which answer files.
import type { FastifyInstance } from 'fastify';
import { call, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

/** Whether a table row is a report save or export. */
export const isReportRow = (row: { area: string; method: string }) => row.area === 'reports' && row.method === 'POST';

/** Rows that answer a file rather than the JSON envelope: the report exports and a list's export (/service-desk/contract/export). */
export const isFileRow = (row: { path: string }) => row.path.startsWith('/service-desk/api/export/') || row.path.endsWith('/export');

/** A report save with every field the row names: it updates a report made for the purpose. */
export async function reportCall(app: FastifyInstance, session: Session, path: string): Promise<{ url: string; extra: Record<string, unknown> }> {
  const made = await call(app, session, { method: 'POST', url: path, payload: { name: 'Contract test report' } });
  return {
    url: path,
    extra: { payload: {
      id: made.body.data.id, name: 'Contract test report', description: 'Checked by the contract test', type: 'asset',
      fields: [{ key: 'asset_type_ids', value: [1], value_meta: [{ id: 1, name: 'Hardware' }] }], report_column_keys: ['name', 'asset_type_id'],
    } },
  };
}

export const reportFamily: CallFamily = {
  name: 'report save', handles: isReportRow,
  prepare: ({ app, session, row }) => reportCall(app, session, row.path),
};

export const exportFamily: CallFamily = {
  name: 'export', handles: (row) => row.method === 'GET' && isFileRow(row),
  prepare: async ({ row }) => ({ url: row.path, file: true }),
};
