/** The barcode module: the label template an administrator keeps and the printable labels of a list's ticked rows. */
import type { ServerModule } from '../modules/serverModule';
import barcodeRoutes from '../routes/barcode/index';
import { labelledResource } from './labelledResource';
import { ensureBarcodeTable } from './templateStore';

export const barcodeModule: ServerModule = {
  name: 'barcode',
  routes: barcodeRoutes,
  async tables(db, resources) {
    if (labelledResource(resources)) await ensureBarcodeTable(db);
  },
};
