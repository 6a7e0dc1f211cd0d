// Every list fits the screen at 1280 and 1440 px wide, as an administrator sees it (every resource
// file with a list): each row's actions are on screen, whole and not covered, however many columns
// the rows have; no header or cell takes more than one line (measured in the page: the line boxes of
// its content); and the asset list shows at least 15 whole rows at 1440 × 900.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResources } from '../../server/loadResources';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

interface Fit { rows: number; wholeRows: number; problems: string[] }

/** Runs in the page: what does not fit in the list's table, and how many of its rows show whole. */
function measureList(): Fit {
  const problems: string[] = [];
  const { innerWidth: width, innerHeight: height } = window;
  const lines = (cell: Element) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0 && box.height > 0).sort((a, b) => a.top - b.top);
    // Boxes that overlap in height share a line (a chip and its text); one below the last starts another.
    let count = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const box of boxes) {
      if (box.top >= bottom - 1) { count += 1; bottom = box.bottom; } else bottom = Math.max(bottom, box.bottom);
    }
    return count;
  };
  const table = document.querySelector('#main-content table');
  if (!table) return { rows: 0, wholeRows: 0, problems: ['no table'] };
  const rows = Array.from(table.querySelectorAll('tbody tr'));
  rows.forEach((row, index) => {
    for (const action of Array.from(row.querySelectorAll<HTMLElement>('td:last-child a, td:last-child button'))) {
      const box = action.getBoundingClientRect();
      const name = `row ${index + 1} "${action.textContent}"`;
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name} outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
      if (action.scrollWidth > action.clientWidth) problems.push(`${name} clipped`);
      if (box.top >= 0 && box.bottom <= height) {
        const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!seen || !action.contains(seen)) problems.push(`${name} covered by ${seen?.outerHTML.slice(0, 60)}`);
      }
    }
  });
  for (const cell of Array.from(table.querySelectorAll('th, td'))) {
    const count = lines(cell);
    if (count > 1) problems.push(`"${cell.textContent?.slice(0, 40)}" takes ${count} lines`);
  }
  const wholeRows = rows.filter((row) => row.getBoundingClientRect().bottom <= height).length;
  return { rows: rows.length, wholeRows, problems };
}

/** Opens a list as the app's links do and waits for its heading and rows (not the last list's). */
async function openList(page: Page, path: string, title: string) {
  await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForFunction(([to, heading]) => {
    const main = document.querySelector('#main-content');
    return window.location.pathname === to && main?.querySelector('h1')?.textContent === heading
      && !!main.querySelector('tbody tr') && !main.querySelector('[role=progressbar]');
  }, [path, title] as const);
}

const lists = loadResources().filter((definition) => definition.listed);

for (const width of [1280, 1440]) {
  describe(`at ${width} px wide`, () => {
    it.each(lists.map((definition) => [definition.name, definition] as const))('%s: actions on screen, one line a cell', async (_, definition) => {
      const { page } = session;
      await page.setViewportSize({ width, height: 900 });
      await openList(page, definition.routes.list, definition.file['x-list']!.title);
      await page.evaluate(() => document.fonts.ready);
      const fit = await page.evaluate(measureList);
      expect(fit.problems).toEqual([]);
      expect(fit.rows).toBeGreaterThan(0);
    });
  });
}

it('shows at least 15 whole rows of assets at 1440 × 900', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openList(page, '/service-desk/assets/list', 'list of assets');
  await page.evaluate(() => window.scrollTo(0, 0));
  const fit = await page.evaluate(measureList);
  expect(fit.wholeRows).toBeGreaterThanOrEqual(15);
});
