import type { FastifyInstance } from 'fastify';
import { json, type Browser } from './clusterServer';
import { call, multipartBody, type Session } from './helpers';

export const UPLOAD = '/service-desk/asset-upload-csv';
export const MAPPING = '/service-desk/get-asset-mapping-details';
export const SUBMIT = '/service-desk/post-asset-mapping';
export const DISCARD = '/service-desk/import-discard';
export const TRACKING = '/service-desk/import-tracking-details';
export const FAILED = '/service-desk/import-tracking-failed';

/** Uploads a CSV as the wizard does (multipart import_file). */
export const upload = (app: FastifyInstance, session: Session, content: string | Buffer, filename = 'assets.csv') =>
  call(app, session, { method: 'POST', url: UPLOAD, ...multipartBody({}, [{ name: 'import_file', filename, content, type: 'text/csv' }]) });

/** Uploads and answers the import id; fails the test when the upload is refused. */
export async function uploaded(app: FastifyInstance, session: Session, content: string | Buffer): Promise<number> {
  const response = await upload(app, session, content);
  if (response.status !== 200) throw new Error(`upload refused: ${JSON.stringify(response.body)}`);
  return response.body.data.import_id;
}

export const mapping = (app: FastifyInstance, session: Session, id: number, query = '') =>
  call(app, session, { method: 'GET', url: `${MAPPING}/${id}${query}` });

/** The mapping the server guessed, as a submit body's mapped_system_attributes. */
export async function guessedMapping(app: FastifyInstance, session: Session, id: number): Promise<Record<string, number>> {
  const { body } = await mapping(app, session, id);
  return Object.fromEntries(body.data.columns_to_import.filter((c: any) => c.mapped_to !== null).map((c: any) => [c.uuid, c.mapped_to]));
}

export const submit = (app: FastifyInstance, session: Session, payload: Record<string, unknown>) =>
  call(app, session, { method: 'POST', url: SUBMIT, payload });

export const tracking = async (app: FastifyInstance, session: Session, id: number) =>
  (await call(app, session, { method: 'GET', url: `${TRACKING}/${id}` })).body.data.summary;

/** Submits the guessed mapping (plus extra body fields) and waits for the job's end; answers its summary. */
export async function imported(app: FastifyInstance, session: Session, csv: string, extra: Record<string, unknown> = {}) {
  const id = await uploaded(app, session, csv);
  const mapped = await guessedMapping(app, session, id);
  const response = await submit(app, session, { import_id: id, mapped_system_attributes: mapped, update_existing: false, should_handle_date: false, ...extra });
  if (response.status !== 200) throw new Error(`submit refused: ${JSON.stringify(response.body)}`);
  await app.imports.idle();
  return { id, summary: await tracking(app, session, id) };
}

export const failedRows = async (app: FastifyInstance, session: Session, id: number, query = '?page=1&limit=100') =>
  (await call(app, session, { method: 'GET', url: `${FAILED}/${id}${query}` })).body.data;

/** A CSV of new assets `<prefix>-0` … `<prefix>-<rows - 1>`, each a Laptop. */
export const assetCsv = (prefix: string, rows: number) =>
  `Identifier,Name,Asset type\n${Array.from({ length: rows }, (_, i) => `${prefix}-${i},Row ${i} of ${prefix},Laptop`).join('\n')}\n`;

/** Uploads the CSV to a real server (clusterServer.ts) as the wizard does and submits the guessed mapping; answers the import id and the mapping. */
export async function submittedTo(call: Browser, csv: string): Promise<{ id: number; mapped: Record<string, number> }> {
  const uploadedFile = await call('POST', UPLOAD, multipartBody({}, [{ name: 'import_file', filename: 'assets.csv', content: csv, type: 'text/csv' }]));
  if (uploadedFile.status !== 200) throw new Error(`upload refused: ${JSON.stringify(uploadedFile.body)}`);
  const id = uploadedFile.body.data.import_id as number;
  const { body } = await call('GET', `${MAPPING}/${id}`);
  const mapped = Object.fromEntries(body.data.columns_to_import.filter((c: any) => c.mapped_to !== null).map((c: any) => [c.uuid, c.mapped_to]));
  const submitted = await call('POST', SUBMIT, json({ import_id: id, mapped_system_attributes: mapped, update_existing: false, should_handle_date: false }));
  if (submitted.status !== 200) throw new Error(`submit refused: ${JSON.stringify(submitted.body)}`);
  return { id, mapped };
}

/** The job's tracking summary from a real server. */
export const trackedBy = async (call: Browser, id: number) => (await call('GET', `${TRACKING}/${id}`)).body.data.summary;
