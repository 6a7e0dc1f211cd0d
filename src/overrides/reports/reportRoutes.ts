/** The reports home (assets §2: "Reports home: /service-desk/reports/get"); each kind of report lists at its resource route. */
export const REPORTS_HOME_ROUTE = '/service-desk/reports/get';
