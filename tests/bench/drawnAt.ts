// When a page is drawn, taken in the page: a check at every animation frame notes performance.now()
// (counted from the navigation's start) as window.drawnAt at the first frame where everything is there.
// Playwright's own waiting polls after 0, 20, 70, 170 and 270 ms and then every 500 ms, so a page drawn
// at 300 ms is seen at up to 770 ms; the benches print that beside, as what a test driver sees.
import type { BrowserContext, Page } from 'playwright-core';

/** What must be on the page: elements by CSS selector and texts anywhere in it. */
export interface Ready { css: string[]; text: string[] }

declare global { interface Window { drawnAt?: number } }

/** The check, as a script to run at the start of every document (as text: a function passed from here would carry tsx's naming helper, which the page lacks). */
export function drawnCheck(ready: Ready): string {
  return `{
    const { css, text } = ${JSON.stringify(ready)};
    const there = () => css.every((selector) => document.querySelector(selector)) && text.every((words) => document.body?.textContent?.includes(words));
    const frame = () => { if (there()) window.drawnAt = performance.now(); else requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  }`;
}

/** Installs the check in every page the context opens, new tabs included. */
export async function noteWhenDrawn(context: BrowserContext, ready: Ready): Promise<void> {
  await context.addInitScript(drawnCheck(ready));
}

/** The page's drawnAt, in whole ms. */
export async function drawnAt(page: Page): Promise<number> {
  return Math.round(await page.evaluate(() => window.drawnAt!));
}
