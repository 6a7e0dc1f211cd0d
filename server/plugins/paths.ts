/** URL prefixes of the API: never answered with the SPA, always with the JSON envelope. */
// /service-desk/get/ is the permission set's own prefix, signed-in users of any role.
export const API_PREFIXES = ['/api/', '/service-desk/api/', '/service-desk/download/', '/service-desk/get/'];

/** Prefixes that need a signed-in agent or administrator. */
export const STAFF_PREFIXES = ['/service-desk/api/', '/api/dependency/', '/service-desk/download/'];

export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
export const isStaffPath = (path: string) => STAFF_PREFIXES.some((prefix) => path.startsWith(prefix));
