/** Conventions copied from the spec: each lives here once and is imported, never retyped. */

// The ones resource files name (delays, page sizes, dialog widths) are the kernel's.
export { DEFAULT_PAGE_SIZE, DELAY, type DelayName, DIALOG_WIDTH, type DialogWidth, PAGE_SIZES } from '../kernel';

/** The search box waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A filter's select asks for this many options at a time; typing narrows them on the server. */
export const FILTER_OPTIONS = 20;

export const PAGER_CHUNK = 5;

/** Time pickers offer 00:00 … 23:30 in steps of this many minutes. */
export const TIME_STEP_MINUTES = 30;

/** The format the server reads and writes, and the one people read. */
export const DATE_SENT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_SHOWN = 'MMMM Do YYYY, h:mm a';
/** A date without a time (format "date", stored 'YYYY-MM-DD') as people read it. */
export const DAY_SHOWN = 'MMMM Do YYYY';
export const ZERO_DATE = '0000-00-00 00:00:00';

/** Below this breakpoint (a phone) lists become one column, dialogs fill the screen and the menu folds away. */
export const NARROW = 'sm' as const;

/** A modal's form box grows to this many px, then scrolls. */
export const MODAL_FORM_MAX_HEIGHT = 350;

/** The attach picker's list of candidates grows to this many px, then scrolls. */
export const ATTACH_LIST_MAX_HEIGHT = 300;

/** Labels in a dropdown's list are cut to this many characters, the whole on hover. */
export const DROPDOWN_LABEL_LENGTH = 40;

/** What an empty value looks like everywhere. */
export const EMPTY_TEXT = '---';

export const FILE_SIZE_STEP = 1024;
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** List cells show at most this many characters of rich text as plain text. */
export const HTML_EXCERPT_LENGTH = 50;

/** An attachment's name is cut to this many characters beside its icon, the full name on hover (spec: other values 15). */
export const FILE_NAME_LENGTH = 15;

/** Titles (show-page headers) are cut to this many characters, the full text in a tooltip. */
export const TITLE_TRUNCATE = 50;

/** An import file must be smaller than this many bytes. */
export const IMPORT_FILE_LIMIT = 25_000_000;

/**
 * A whole number as people read counts here: withCommas(25000000) === '25,000,000'. Not
 * toLocaleString: the first use of the number formatting costs 20-30 ms, in a browser as in node
 * (an import's first progress text), and this module runs on every page load.
 */
export const withCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** The max-upload-size message: the screen shows it before sending, the server answers it as a 412. */
export const IMPORT_TOO_LARGE = `The file must be smaller than 25 MB (${withCommas(IMPORT_FILE_LIMIT)} bytes).`;

/** The date formats an import offers for its date columns, PHP-style as the wire sends them. */
export const IMPORT_DATE_FORMATS = ['Y-m-d H:i', 'm-d-Y H:i', 'd-m-Y H:i', 'Y/m/d H:i', 'm/d/Y H:i', 'd/m/Y H:i'] as const;

/** The fields a form draws in its first frame, about what a screen shows above the fold; the rest follow a frame later. */
export const FIRST_FORM_FIELDS = 6;
