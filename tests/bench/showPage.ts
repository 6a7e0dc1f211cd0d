// A show page in Chromium: from navigation until the record, its action menu and its first tab's
// entries are drawn (all data fetched and rendered). Median of 5 cold loads.
//
// The time is taken in the page: a check at every animation frame notes performance.now() (counted
// from the navigation's start) at the first frame where everything is there. Playwright's own
// waiting polls after 0, 20, 70, 170 and 270 ms and then every 500 ms, so a page drawn at 300 ms was
// seen at up to 770 ms; that figure is printed beside, as what a test driver sees.
import { median } from './measure';
import { withSignedInPage } from './signedInPage';

const LOADS = 5;

/** What must be on the page: elements by CSS selector and texts anywhere in it. */
export interface Ready { css: string[]; text: string[] }

export interface ShowFigures { drawn: number[]; median: number; seen: number[]; seenMedian: number }

declare global { interface Window { drawnAt?: number } }

/**
 * Where each load starts: `app`, a tab showing a page of the app's origin (its icon: as a reload or a
 * link typed into a tab of the desk, without timing the unload of a whole app); `blank`, about:blank in
 * that tab: the app's answers carry Cross-Origin-Opener-Policy same-origin and about:blank none, so
 * Chromium opens the page in a new browsing context group, a new renderer process with nothing
 * compiled; `tab`, a new tab of the signed-in browser, as a mail client opens a link: a new renderer
 * process too, with or without that header.
 */
export type Start = 'app' | 'blank' | 'tab';

export function benchShowPage(path: string, ready: Ready, from: Start = 'app'): Promise<ShowFigures> {
  return withSignedInPage(async (page, base) => {
    // As text: a function passed from here would carry tsx's naming helper, which the page lacks.
    // On the context, so that a new tab has it too.
    await page.context().addInitScript(`{
      const { css, text } = ${JSON.stringify(ready)};
      const there = () => css.every((selector) => document.querySelector(selector)) && text.every((words) => document.body?.textContent?.includes(words));
      const frame = () => { if (there()) window.drawnAt = performance.now(); else requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
    }`);
    const drawn: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      // The address typed into the signed-in tab (the browser's cache is warm, the page is not), or opened in a new tab.
      const tab = from === 'tab' ? await page.context().newPage() : page;
      if (from !== 'tab') await page.goto(from === 'app' ? `${base}/favicon.ico` : 'about:blank');
      const start = Date.now();
      await tab.goto(`${base}${path}`, { waitUntil: 'commit' });
      await tab.waitForFunction(() => window.drawnAt !== undefined, undefined, { polling: 50 });
      seen.push(Date.now() - start);
      drawn.push(Math.round(await tab.evaluate(() => window.drawnAt!)));
      if (tab !== page) await tab.close();
    }
    return { drawn, median: median(drawn), seen, seenMedian: median(seen) };
  });
}
