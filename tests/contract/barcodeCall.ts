// How the contract test calls a barcode row of endpoints.tsv (area barcode): a create finds no
// template (one left by an earlier row is reset first), an update or a reset finds one (made first
// when missing); the labels page answers HTML, so only its status is checked.
import type { FastifyInstance } from 'fastify';
import { call, multipartBody, type Session } from '../api/helpers';
import type { CallFamily } from './callFamily';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FIELDS = { image_exists: '1', width: '64', height: '34', labels_per_row: '3', space_between_labels: '3', display_logo_confirmed: '1' };

export const isBarcodeRow = (row: { area: string }) => row.area === 'barcode';

/** The labels page is a page for people, not a JSON answer. */
export const isPageRow = (row: { area: string; path: string }) => isBarcodeRow(row) && row.path.endsWith('/generate-barcode');

async function templateId(app: FastifyInstance, session: Session): Promise<number | undefined> {
  return (await call(app, session, { method: 'GET', url: '/service-desk/barcode-template' })).body.data?.id;
}

/** URL and extra inject options of a barcode row, after making or removing the template it needs. */
export async function barcodeCall(app: FastifyInstance, session: Session, path: string): Promise<{ url: string; extra: Record<string, unknown> }> {
  const body = multipartBody(FIELDS, [{ name: 'logo_image', filename: 'logo.png', content: PNG, type: 'image/png' }]);
  let id = await templateId(app, session);
  if (path.endsWith('/create')) {
    if (id !== undefined) await call(app, session, { method: 'PATCH', url: `/service-desk/barcode/template/reset/${id}` });
    return { url: path, extra: body };
  }
  if (!path.includes('{id}')) return { url: path, extra: {} };
  if (id === undefined) id = (await call(app, session, { method: 'POST', url: '/service-desk/barcode/template/create', ...body })).body.data.id;
  return { url: path.replace('{id}', String(id)), extra: path.includes('/update/') ? body : {} };
}

export const barcodeFamily: CallFamily = {
  name: 'barcode', handles: isBarcodeRow,
  prepare: async ({ app, session, row }) => ({ ...await barcodeCall(app, session, row.path), file: isPageRow(row) }),
};
