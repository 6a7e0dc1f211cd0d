/** The import wizard's page; the tracking page's route lives with its link builder (trackingPath.ts). */
export const IMPORT_SETTINGS_ROUTE = '/service-desk/asset-importer/settings';
/** Its title, also its menu entry's (the menu's texts load with the app, the wizard's with the wizard). */
export const IMPORT_TITLE = 'Import assets';
export { IMPORT_LIST_ROUTE, TRACKING_ROUTE } from './trackingPath';
