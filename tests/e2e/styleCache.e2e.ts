// The styles a page load adopts from the browser's storage (src/resources/styleCache.ts): a link
// opened in a new tab after a visit draws its first screen with the saved rules, computing again only
// what that visit did not draw, and the screen looks exactly as when every style is computed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn, openBrowser, type Session } from './browser';

const SHOW = '/service-desk/problem/1/show';

let session: Session;
/**
 * A signed-in browser whose tabs share one storage, as a desk's browser and the links it opens do: the
 * session's cookies and no page of the app open, so no tab but the test's writes a snapshot meanwhile.
 */
let browser: BrowserContext;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
  const { cookies } = await session.page.context().storageState();
  browser = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: { cookies, origins: [] } });
});
afterAll(() => session.browser.close());

/** Waits until the problem's page is drawn, with its activity, and nothing moves any more. */
async function drawn(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/created this problem/).first().waitFor();
  await page.waitForTimeout(500);
}

/** What the page looks like: each element's box and the computed properties the styles set. */
const look = (page: Page) => page.evaluate(() => [...document.querySelectorAll('#root *')].map((element) => {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const seen = ['color', 'background-color', 'font', 'padding', 'margin', 'border', 'display', 'box-shadow', 'border-radius', 'opacity']
    .map((name) => style.getPropertyValue(name)).join('|');
  return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${seen}`;
}));

/** The rules emotion holds in the page: adopted from storage, and computed in this load. */
const rules = (page: Page) => page.evaluate(() => {
  const count = (selector: string) => [...document.querySelectorAll<HTMLStyleElement>(selector)]
    .reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0);
  return { adopted: count('style[data-emotion^="css "]'), computed: count('style[data-emotion="css"]') };
});

const savedIds = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('sd.styles') ?? '{"ids":[]}') as { ids: string[] }).ids.length);

it('opens a link in a new tab with the styles saved by the visit before, and draws the same screen', async () => {
  const { url } = session;
  // A first visit in a tab whose storage holds no snapshot when the page starts: every style is computed.
  const first = await browser.newPage();
  await first.addInitScript(() => localStorage.removeItem('sd.styles'));
  await first.goto(url(SHOW));
  await drawn(first);
  const computedLook = await look(first);
  expect(await rules(first)).toMatchObject({ adopted: 0 });
  await expect.poll(() => savedIds(first)).toBeGreaterThan(20);
  await first.waitForTimeout(1500); // a style computed late would be saved by now
  await first.close();

  const tab = await browser.newPage();
  await tab.goto(url(SHOW));
  await drawn(tab);
  const { adopted, computed } = await rules(tab);
  expect(adopted).toBeGreaterThan(100);
  // All but what this load drew and the first did not: a loader, when the data came a moment later.
  expect(computed).toBeLessThan(adopted / 10);
  expect(await look(tab)).toEqual(computedLook);
  await tab.close();
});

it('computes the styles a saved snapshot lacks, and saves them with the rest', async () => {
  const { url } = session;
  const page = await browser.newPage();
  await page.goto(url('/favicon.ico'));
  const before = await savedIds(page);
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('columnheader').first().waitFor();
  expect((await rules(page)).computed).toBeGreaterThan(0);
  await expect.poll(() => savedIds(page)).toBeGreaterThan(before);
});
