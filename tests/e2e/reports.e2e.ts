// Asset reports in Chromium: build a pie-chart report from the filter box and the column
// chooser, read its chart and rows, export it as CSV (the file the browser downloads), delete it.
import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import Papa from 'papaparse';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

const NAME = `Computers ${Date.now() % 100000}`;
const TYPES = ['Laptop', 'Desktop'];

it('reaches the asset reports from the reports home', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/reports/get'));
  await page.getByRole('link', { name: /open asset reports/i }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/reports/assets');
  await expect.poll(() => page.getByRole('link', { name: 'Assets by type' }).count()).toBe(1);
});

it('builds a pie-chart report of two asset types with chosen columns, previewing the chart as it goes', async () => {
  const { page } = session;
  await page.getByRole('link', { name: /create/i }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/reports/assets/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Description' }).fill('Computers and who uses them');
  for (const type of TYPES) {
    await page.getByRole('combobox', { name: 'Asset type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await page.keyboard.press('Escape');
  }
  // The preview counts only the chosen types: one bar each.
  await expect.poll(() => page.locator('[data-chart-kind="bar"] svg').count()).toBe(1);
  await expect.poll(() => page.getByRole('figure').locator('svg text').allTextContents()).toEqual(expect.arrayContaining(TYPES));
  await page.getByRole('combobox', { name: 'Chart type' }).click();
  await page.getByRole('option', { name: 'Pie', exact: true }).click();
  await expect.poll(() => page.locator('[data-chart-kind="pie"] svg').count()).toBe(1);
  expect(await page.getByRole('figure', { name: 'Pie chart of assets by asset type' }).count()).toBe(1);
  await page.getByRole('checkbox', { name: 'Organization' }).uncheck();
  await page.getByRole('checkbox', { name: 'Product' }).check();
  await expect.poll(() => page.getByRole('columnheader', { name: 'Product' }).count()).toBe(1);
  expect(await page.getByRole('columnheader', { name: 'Organization' }).count()).toBe(0);
  await expectAccessible(page, 'report form with its chart and columns');
  await page.getByRole('button', { name: 'save' }).click();
  await expect.poll(() => page.getByText('Report created successfully.').count()).toBe(1);
  // Back to the reports 3 s later.
  await page.waitForURL((u) => u.pathname === '/service-desk/reports/assets', { timeout: 10000 });
});

it('shows the report: its pie chart, and only the chosen types in the chosen columns', async () => {
  const { page } = session;
  await page.getByRole('link', { name: NAME }).click();
  await page.waitForURL(/\/service-desk\/reports\/assets\/\d+$/);
  await expect.poll(() => page.locator('[data-chart-kind="pie"] svg').count()).toBe(1);
  await expect.poll(() => page.getByRole('figure').locator('svg text').allTextContents()).toEqual(expect.arrayContaining(TYPES));
  await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  const column = (await page.locator('thead th').allTextContents()).indexOf('Asset type') + 1;
  expect(column).toBeGreaterThan(0);
  const types = await page.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  for (const type of types) expect(TYPES).toContain(type);
  expect(await page.getByRole('columnheader', { name: 'Organization' }).count()).toBe(0);
  expect(await page.getByText('Computers and who uses them').count()).toBe(1);
  await expectAccessible(page, 'report with its pie chart');
  // The chart's text alternative, one click away: the same groups as a table of their numbers.
  const figure = page.getByRole('figure', { name: 'Pie chart of assets by asset type' });
  await page.getByRole('button', { name: 'Show as table' }).click();
  const groups = figure.getByRole('table').locator('tbody tr');
  expect((await groups.locator('td:first-child').allTextContents()).sort()).toEqual([...TYPES].sort());
  expect((await groups.locator('td:last-child').allTextContents()).every((count) => Number(count) > 0)).toBe(true);
  await page.getByRole('button', { name: 'Show as chart' }).click();
  await expect.poll(() => page.locator('[data-chart-kind="pie"] svg').count()).toBe(1);
});

it('exports the report as CSV in a new window: the chosen columns, the chosen types, every row', async () => {
  const { page } = session;
  const total = Number(/of (\d+)/.exec(await page.locator('.sd-pager-range').textContent() ?? '')?.[1]);
  // The export opens in a new window; the browser hands the file over as a download.
  const download = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (popup) => popup.once('download', resolve));
  });
  await page.getByRole('button', { name: 'export csv' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${NAME.replace(' ', '-')}.csv`);
  const text = readFileSync((await file.path())!, 'utf8');
  const [header, ...lines] = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trimEnd(), { newline: '\r\n' }).data;
  expect(header).toEqual(expect.arrayContaining(['Name', 'Asset type', 'Product']));
  expect(header).not.toContain('Organization');
  expect(lines).toHaveLength(total);
  const typeColumn = header.indexOf('Asset type');
  for (const line of lines) expect(TYPES).toContain(line[typeColumn]);
});

it('deletes the report and returns to the reports 3 s later', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'delete' }).click();
  await expect.poll(() => page.getByText('Report deleted successfully.').count()).toBe(1);
  await page.waitForURL((u) => u.pathname === '/service-desk/reports/assets', { timeout: 10000 });
  await expect.poll(() => page.getByRole('link', { name: 'Assets by type' }).count()).toBe(1);
  // The list may show its cached page for a moment before it reads the server again.
  await expect.poll(() => page.getByRole('link', { name: NAME }).count()).toBe(0);
});
