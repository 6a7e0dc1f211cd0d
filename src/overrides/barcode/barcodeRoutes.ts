/** The label template's settings page; the labels page itself is the server's. */
export const BARCODE_SETTINGS_ROUTE = '/service-desk/barcode/settings';
/** Its title, also its menu entry's. */
export const BARCODE_TITLE = 'Barcode labels';
