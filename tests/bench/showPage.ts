// A show page in Chromium: from navigation until the record, its action menu and its first tab's
// entries are drawn (all data fetched and rendered). Median of 5 cold loads.
//
// The time is taken in the page (drawnAt.ts), and what a test driver sees printed beside it.
import { drawnAt, noteWhenDrawn, type Ready } from './drawnAt';
import { median } from './measure';
import { withSignedInPage } from './signedInPage';

const LOADS = 5;

export interface ShowFigures { drawn: number[]; median: number; seen: number[]; seenMedian: number }

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
    await noteWhenDrawn(page.context(), ready);
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
      drawn.push(await drawnAt(tab));
      if (tab !== page) await tab.close();
    }
    return { drawn, median: median(drawn), seen, seenMedian: median(seen) };
  });
}
