/**
 * Barcode labels (assets §2 "Barcode settings", §7 "Barcode"):
 *   template => GET   /service-desk/barcode-template                   data: the template or null; defaults, limits
 *   logo     => GET   /service-desk/barcode/template/logo/{id}         the template's logo image (ours: the template's logo_image URL)
 *   create   => POST  /service-desk/barcode/template/create            multipart: logo_image, image_exists, width, height,
 *   update   => POST  /service-desk/barcode/template/update/{id}         labels_per_row, space_between_labels, display_logo_confirmed
 *   reset    => PATCH /service-desk/barcode/template/reset/{id}        deletes the template: the default applies again
 *   labels   => GET   /service-desk/generate-barcode?ids[i]={id}       the printable labels page (HTML)
 * Agents read and print; administrators write the template. A server without the asset resource
 * file has nothing to label and registers none of these.
 */
import type { FastifyInstance } from 'fastify';
import { ensureBarcodeTable } from '../../barcode/templateStore';
import { labelsRoute } from './labelsRoute';
import { templateRoutes } from './templateRoutes';

/** The resource whose records get labels: name and identifier are read from its table. */
export const LABELLED_RESOURCE = 'asset';

export default async function barcodeRoutes(app: FastifyInstance) {
  const asset = app.resources.find((def) => def.name === LABELLED_RESOURCE);
  if (!asset) return;
  ensureBarcodeTable(app.db);
  templateRoutes(app);
  labelsRoute(app, asset);
}
