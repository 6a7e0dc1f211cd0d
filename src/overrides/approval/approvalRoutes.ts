/** The public approval routes: the page a link opens, and where a link that cannot be loaded leads. */
export const CHANGE_APPROVAL_ROUTE = '/change-approval/:hash';
export const NOT_FOUND_ROUTE = '/not-found';
export const CONTRACT_APPROVAL_ROUTE = '/service-desk/contract-approval/:hash/:id';
