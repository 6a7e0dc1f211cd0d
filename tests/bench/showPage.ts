// Time to interactive of a show page in Chromium: from navigation until the record, its action menu
// and its first tab's entries are on screen (all data fetched and rendered). Median of 5 cold loads.
import { median } from './measure';
import { withSignedInPage } from './signedInPage';

const LOADS = 5;

export interface ShowFigures { loads: number[]; median: number }

/** ready(page) resolves once the page is usable; path is the show route to load. */
export function benchShowPage(path: string, readySelectors: string[]): Promise<ShowFigures> {
  return withSignedInPage(async (page, base) => {
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto('about:blank');
      const start = Date.now();
      await page.goto(`${base}${path}`);
      await Promise.all(readySelectors.map((selector) => page.locator(selector).first().waitFor({ state: 'visible' })));
      loads.push(Date.now() - start);
    }
    return { loads, median: median(loads) };
  });
}
