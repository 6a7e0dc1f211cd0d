/** The Data model screens (ours: the spec has none), administrators only, as the model API. */
export const DATA_MODEL_ROUTE = '/service-desk/data-model';
/** Its title, also its menu entry's. */
export const DATA_MODEL_TITLE = 'Data model';
export const MODEL_HISTORY_ROUTE = `${DATA_MODEL_ROUTE}/history`;
export const NEW_RESOURCE_ROUTE = `${DATA_MODEL_ROUTE}/new`;
export const MODEL_RESOURCE_ROUTE = `${DATA_MODEL_ROUTE}/:resource`;

/** resourcePath('vendor') === '/service-desk/data-model/vendor' */
export const resourcePath = (name: string) => `${DATA_MODEL_ROUTE}/${encodeURIComponent(name)}`;

/** Where the screens report results. */
export const MODEL_ALERT = 'data-model';
