/** The outbox screen (ours: the spec keeps mail out of sight); administrators only, as its calls. */
export const OUTBOX_ROUTE = '/service-desk/outbox';
/** Its title, also its menu entry's. */
export const OUTBOX_TITLE = 'Outbox';

/** Where the screen reports results (one alert area per screen). */
export const OUTBOX_ALERT = 'outbox';
