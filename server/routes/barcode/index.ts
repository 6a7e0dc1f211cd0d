/**
 * Barcode labels:
 *   template => GET   /service-desk/barcode-template                   data: the template or null; defaults, limits
 *   logo     => GET   /service-desk/barcode/template/logo/{id}         the template's logo image (ours: the template's logo_image URL)
 *   create   => POST  /service-desk/barcode/template/create            multipart: logo_image, image_exists, width, height,
 *   update   => POST  /service-desk/barcode/template/update/{id}         labels_per_row, space_between_labels, display_logo_confirmed
 *   reset    => PATCH /service-desk/barcode/template/reset/{id}        deletes the template: the default applies again
 *   labels   => GET   /service-desk/generate-barcode?ids[i]={id}       the printable labels page (HTML)
 * Agents read and print; administrators write the template. A server whose files offer no list
 * printing labels has nothing to label and registers none of these (barcode/labelledResource.ts).
 */
import type { FastifyInstance } from 'fastify';
import { labelledResource } from '../../barcode/labelledResource';
import { labelsRoute } from './labelsRoute';
import { templateRoutes } from './templateRoutes';

export default async function barcodeRoutes(app: FastifyInstance) {
  const asset = labelledResource(app.resources);
  if (!asset) return;
  templateRoutes(app);
  labelsRoute(app, asset);
}
