/** The reports home; each kind of report lists at its resource route. */
export const REPORTS_HOME_ROUTE = '/service-desk/reports/get';
