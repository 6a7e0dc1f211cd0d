/** The alert area of the import screens (assets §8: an area named per screen). */
export const IMPORT_ALERT = 'asset-import';
