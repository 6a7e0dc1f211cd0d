import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, type Session } from './browser';

// Demo vendor 1 (Dell Technologies) holds 'Dell hardware support' (cost 3550.5); demo asset 1 (AST-0001)
// is held by release 'Q1 desktop image', planned 2025-01-13 08:00 to 2025-01-31 18:00.
const VENDOR = 1;
const ASSET = 1;
/** A date as the server stores it: no tab may show one. */
const RAW_DATE = /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
/** The display format 'MMMM Do YYYY, h:mm a'. */
const SHOWN_DATE = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2} (am|pm)$/;

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

/** The cells of the open tab's first row holding `text`, by column header. */
async function rowCells(text: string): Promise<Record<string, string>> {
  const panel = session.page.getByRole('tabpanel');
  const row = panel.locator('tbody tr', { hasText: text }).first();
  await row.waitFor();
  const headers = await panel.locator('thead th').allTextContents();
  const cells = await row.locator('td').allTextContents();
  return Object.fromEntries(headers.map((header, i) => [header.trim(), (cells[i] ?? '').trim()]));
}

it("formats the vendor contracts tab's dates and cost as the pages do", async () => {
  const { page } = session;
  await page.goto(session.url(`/service-desk/vendor/${VENDOR}/show`));
  await page.getByRole('tab', { name: /associated contracts/i }).click();
  const cells = await rowCells('Dell hardware support');
  expect(cells['Start date']).toMatch(SHOWN_DATE);
  expect(cells['End date']).toMatch(SHOWN_DATE);
  expect(cells.Cost).toMatch(/3,550\.50/);
  expect(await page.getByRole('tabpanel').textContent()).not.toMatch(RAW_DATE);
  await page.screenshot({ path: '/tmp/spec-diffs/vendor-contracts-tab.png' }).catch(() => undefined);
});

it("formats the asset releases tab's planned start and end alike", async () => {
  const { page } = session;
  await page.goto(session.url(`/service-desk/assets/${ASSET}/show`));
  await page.getByRole('tab', { name: /associated releases/i }).click();
  const cells = await rowCells('Q1 desktop image');
  expect(cells['Planned start date']).toMatch(SHOWN_DATE);
  expect(cells['Planned start date']).toMatch(/^January 1[34]th 2025/);
  expect(cells['Planned end date']).toMatch(SHOWN_DATE);
  expect(await page.getByRole('tabpanel').textContent()).not.toMatch(RAW_DATE);
  await page.screenshot({ path: '/tmp/spec-diffs/asset-releases-tab.png' }).catch(() => undefined);
});
