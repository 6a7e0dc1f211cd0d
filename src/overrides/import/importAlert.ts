/** The alert area of the import screens. */
export const IMPORT_ALERT = 'asset-import';
