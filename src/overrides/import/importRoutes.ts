/** The import wizard's page (assets §2); the tracking page's route lives with its link builder (trackingPath.ts). */
export const IMPORT_SETTINGS_ROUTE = '/service-desk/asset-importer/settings';
export { TRACKING_ROUTE } from './trackingPath';
