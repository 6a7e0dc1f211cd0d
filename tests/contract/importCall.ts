// How the contract test calls an import row of endpoints.tsv (area import): each row gets a fresh
// upload of a small CSV, submitted and run to its end when the row reads a tracking summary.
import type { FastifyInstance } from 'fastify';
import { multipartBody, type Session } from '../api/helpers';
import { guessedMapping, submit, uploaded } from '../api/importHelpers';
import type { CallFamily } from './callFamily';

const CSV = 'Identifier,Name,Asset type\nCT-1,Contract test asset,Laptop\nCT-2,Refused,Spaceship\n';

/** Whether a table row is one of the import calls. */
export const isImportRow = (row: { area: string }) => row.area === 'import';

/** URL and extra inject options of an import row, after the upload (and run) it needs. */
export async function importCall(app: FastifyInstance, admin: Session, path: string): Promise<{ url: string; extra: Record<string, unknown> }> {
  if (!path.includes('{')) {
    if (path.endsWith('-upload-csv')) return { url: path, extra: multipartBody({}, [{ name: 'import_file', filename: 'contract.csv', content: CSV, type: 'text/csv' }]) };
    const id = await uploaded(app, admin, CSV);
    return { url: path, extra: { payload: { import_id: id, mapped_system_attributes: await guessedMapping(app, admin, id), update_existing: false, should_handle_date: false, date_time_format: null, special_keys: {} } } };
  }
  const id = await uploaded(app, admin, CSV);
  if (path.includes('{trackingId}')) {
    await submit(app, admin, { import_id: id, mapped_system_attributes: await guessedMapping(app, admin, id) });
    await app.imports.idle();
  }
  return { url: path.replace(/\{(importId|trackingId)\}/, String(id)), extra: {} };
}

export const importFamily: CallFamily = {
  name: 'import', handles: isImportRow,
  prepare: ({ app, session, row }) => importCall(app, session, row.path),
};
