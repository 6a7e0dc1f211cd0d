import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const ROWS = 1500;
const tag = `E2E${Date.now() % 100000}`;
/** Every 10th row names no asset type, every 25th an impossible date: 150 + 60 - 15 (both) refused rows. */
const csv = ['Identifier,Name,Asset type,Status,Assigned on', ...Array.from({ length: ROWS }, (_, i) =>
  `${tag}-${i},Imported ${i},${i % 10 === 0 ? 'Spaceship' : 'Laptop'},In use,${i % 25 === 0 ? '30/02/2026 10:00' : '15/01/2026 09:30'}`)].join('\n');
const refused = Array.from({ length: ROWS }, (_, i) => i % 10 === 0 || i % 25 === 0).filter(Boolean).length;

it('refuses a file of 25,000,000 bytes before sending it', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('navigation').getByRole('link', { name: 'Import assets' }).click();
  await page.waitForURL(/\/service-desk\/asset-importer\/settings$/);
  await page.setInputFiles('input[type=file]', { name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(25_000_000, 'a') });
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('The file must be smaller than 25 MB (25,000,000 bytes).');
  expect(await page.getByRole('button', { name: 'upload' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'import upload step with its refusal');
});

it('uploads a CSV, maps it, shows a dry run of the first rows', async () => {
  const { page } = session;
  await page.setInputFiles('input[type=file]', { name: 'e2e-assets.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'upload' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Map the columns of e2e-assets.csv' }).count()).toBe(1);
  expect(page.url()).toMatch(/\?import_id=\d+$/);
  // The server guessed each column from its name.
  expect(await page.getByRole('combobox', { name: /^Asset type/ }).textContent()).toBe('Asset type');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'import mapping step with its error');
  await page.getByRole('combobox', { name: /date format/i }).click();
  await page.getByRole('option', { name: 'd/m/Y H:i' }).click();
  await page.getByRole('button', { name: 'dry run' }).click();
  const preview = page.getByRole('table', { name: /dry run/i });
  await expect.poll(() => preview.getByRole('row').count()).toBe(21);
  expect(await preview.getByRole('row').nth(1).textContent()).toContain('reject');
  expect(await preview.getByRole('row').nth(1).textContent()).toContain('No asset type is named "Spaceship".');
  expect(await preview.getByRole('row').nth(2).textContent()).toContain(`create${'Identifier'}: ${tag}-1`);
  await expectAccessible(page, 'import dry run');
});

it('submits once and follows the progress bar to the end', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'submit' }).dblclick();
  await page.waitForURL(/\/service-desk\/import-tracking\/\d+\?label=Assets&url=/);
  await expect.poll(() => page.getByRole('heading', { name: /Import tracking: e2e-assets\.csv/ }).count()).toBe(1);
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60000 }).toBe('100');
  await expect.poll(() => page.getByRole('status').textContent()).toContain('Import completed');
  const total = (name: string) => page.getByRole('group', { name }).textContent();
  expect(await total('Created')).toBe(`Created${(ROWS - refused).toLocaleString('en')}`);
  expect(await total('Updated')).toBe('Updated0');
  expect(await total('Failed')).toBe(`Failed${refused}`);
  expect(await page.getByText(`${ROWS.toLocaleString('en')} of ${ROWS.toLocaleString('en')} rows (100%)`).count()).toBe(1);
  expect(await page.locator('#main-content').getByRole('link', { name: 'Assets', exact: true }).getAttribute('href')).toBe('/service-desk/assets/list');
  await expectAccessible(page, 'import tracking with its failed rows');
});

it('pages through the failed rows', async () => {
  const { page } = session;
  const rows = page.getByRole('table', { name: /failed rows/i }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(11);
  expect(await rows.nth(1).textContent()).toBe('2Asset typeNo asset type is named "Spaceship".');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect.poll(() => rows.nth(1).textContent()).not.toMatch(/^2Asset type/);
  const rowNumbers = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => Number(tr.querySelector('td')?.textContent)));
  expect(rowNumbers.every((n) => n > 2)).toBe(true);
  expect(await page.getByRole('link', { name: /download the failed rows/i }).getAttribute('href')).toMatch(/\/service-desk\/import-tracking-failed\/\d+\/download$/);
});

it('lists the import among every started import, as the home page\'s block of the last imports counts them, opening its tracking page', async () => {
  const { page, url } = session;
  await page.goto(url('/'));
  const block = page.locator('[data-block="last-imports"][aria-busy="false"]');
  const counted = Number(await block.getAttribute('data-total'));
  await block.getByRole('link', { name: `${counted} in all: open the list` }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/import-tracking');
  const table = page.getByRole('table', { name: 'Imports' });
  await expect.poll(() => page.locator('.sd-pager-range').textContent()).toMatch(new RegExp(`of ${counted}$`));
  const newest = table.getByRole('row').nth(1);
  expect(await newest.textContent()).toBe(`e2e-assets.csvcompleted${(ROWS - refused).toLocaleString('en')}0${refused}${await newest.locator('td').last().textContent()}`);
  await expectAccessible(page, 'list of imports');
  await newest.getByRole('link', { name: 'e2e-assets.csv' }).click();
  await expect.poll(() => page.getByRole('heading', { name: /Import tracking: e2e-assets\.csv/ }).count()).toBe(1);
});

it('discards an upload and goes back to the upload step', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/asset-importer/settings'));
  await page.setInputFiles('input[type=file]', { name: 'discard-me.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Asset type\nA,Laptop\n') });
  await page.getByRole('button', { name: 'upload' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Map the columns of discard-me.csv' }).count()).toBe(1);
  await page.getByRole('button', { name: 'discard' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Upload a CSV file' }).count()).toBe(1);
  expect(await page.getByRole('alert').textContent()).toContain('The upload was discarded.');
  expect(new URL(page.url()).search).toBe('');
});
