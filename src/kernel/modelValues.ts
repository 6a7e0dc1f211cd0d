/** The spec's values that resource files name by keyword: delays, page sizes and dialog widths. */

/** Milliseconds: after a create, after a CAB or approval action, a short pause, a search debounce. */
export const DELAY = { afterCreate: 3000, afterAction: 2000, short: 1000, tiny: 500 } as const;
/** A delay as resource files name it (x-show activityReload, linkReload). */
export type DelayName = keyof typeof DELAY;

/** A list's page sizes; the first is a list's own unless its file says otherwise. */
export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/**
 * Dialog widths in px, by what the dialog holds: a confirmation
 * or a single choice (a detach, attach existing change) 500, a multi-choice attach 600, an approve,
 * reject or terminate decision 700, a record's form (create new change, renew, reminder) 800, the
 * attach-assets picker 950. Resource files name them (x-actions command width).
 */
export const DIALOG_WIDTH = { confirm: 500, attach: 600, decision: 700, form: 800, picker: 950 } as const;
export type DialogWidth = keyof typeof DIALOG_WIDTH;
