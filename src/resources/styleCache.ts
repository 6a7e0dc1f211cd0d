/**
 * The styles MUI's components compute at run time, kept in this browser's storage so that the next
 * page load adopts them instead of computing them again. Emotion turns each component's styles into
 * CSS (stylis) and inserts it rule by rule; in a fresh renderer process (a link opened in a new tab)
 * that is about a tenth of the first screen's main-thread work. A `<style data-emotion="css id…">`
 * in the page is what emotion adopts after server rendering: the ids listed count as inserted, their
 * rules are already there. An id is the hash of its styles, so a saved rule is right for any version
 * of the app; a style the snapshot lacks is computed as usual and saved with the rest.
 */
import createCache from '@emotion/cache';

const STORAGE_KEY = 'sd.styles';
/** Past this, the snapshot is dropped and the next load starts afresh (styles of older versions pile up otherwise). */
const MAX_CSS_LENGTH = 512 * 1024;
/** Emotion's ids: a hash and a label. Anything else in storage is not ours to put in the page. */
const STYLE_ID = /^[\w-]+$/;
/** Quiet time after the last new style before the snapshot is written. */
const SAVE_AFTER_MS = 1000;

interface Snapshot { ids: string[]; css: string }

function savedSnapshot(): Snapshot | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Snapshot> | null;
    if (saved && typeof saved.css === 'string' && saved.css.length <= MAX_CSS_LENGTH && Array.isArray(saved.ids)
      && saved.ids.every((id) => typeof id === 'string' && STYLE_ID.test(id))) return saved as Snapshot;
  } catch { /* no storage, or not a snapshot: styles are computed as usual */ }
  return undefined;
}

/** Puts the saved rules in the page, where the cache created next adopts them. */
function adoptSaved(): void {
  const snapshot = savedSnapshot();
  if (!snapshot?.ids.length) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `css ${snapshot.ids.join(' ')}`);
  style.textContent = snapshot.css;
  document.head.appendChild(style);
}

adoptSaved();

/** The emotion cache every component of the app styles through (main.tsx provides it). */
export const styleCache = createCache({ key: 'css' });

function save(): void {
  const css = styleCache.sheet.tags.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText)).join('\n');
  try {
    if (css.length > MAX_CSS_LENGTH) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify({ ids: Object.keys(styleCache.inserted), css } satisfies Snapshot));
  } catch { /* storage full or off: the next load computes its styles */ }
}

/** Whether a style was computed since the last write; the write waits for a quiet moment, or for the page being left. */
let due = false;
let quiet: ReturnType<typeof setTimeout> | undefined;
const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task()) : task());
function saveIfDue(): void {
  if (!due) return;
  due = false;
  save();
}
function saveSoon(): void {
  due = true;
  clearTimeout(quiet);
  quiet = setTimeout(() => whenIdle(saveIfDue), SAVE_AFTER_MS);
}
addEventListener('pagehide', saveIfDue);

// A style computed here (not adopted) makes the snapshot due once the page has been quiet a moment.
const insert = styleCache.insert.bind(styleCache);
styleCache.insert = (...args) => {
  saveSoon();
  return insert(...args);
};
