// The import's mapping step with another tool's export (a Snipe-IT asset CSV): the columns are mapped
// before the person starts, by title or by the synonyms schemas/asset.json declares, and each shows
// three of its values.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const SNIPE_IT = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'import-headers', 'snipe-it.csv'));

it('maps a Snipe-IT export before the person starts, and shows what each column holds', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/asset-importer/settings'));
  await page.setInputFiles('input[type=file]', { name: 'snipe-it.csv', mimeType: 'text/csv', buffer: SNIPE_IT });
  await page.getByRole('button', { name: 'upload' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Map the columns of snipe-it.csv' }).count()).toBe(1);
  const choice = (field: RegExp) => page.getByRole('combobox', { name: field }).textContent();
  // Synonyms of other tools' column names, and a title.
  expect(await choice(/^Identifier/)).toBe('Asset Tag');
  expect(await choice(/^Asset type/)).toBe('Category');
  expect(await choice(/^Product/)).toBe('Model');
  expect(await choice(/^Serial number/)).toBe('Serial');
  expect(await choice(/^Used by/)).toBe('Checked Out To');
  expect(await choice(/^Status/)).toBe('Status');
  // Each mapped property shows the first values of its column.
  expect(await page.getByRole('row', { name: /^Identifier/ }).textContent()).toContain('LAP-1001, LAP-1002, MON-2001');
  expect(await page.getByRole('row', { name: /^Description/ }).textContent()).toContain('Docking station included, Wall mount');
  await page.screenshot({ path: '/tmp/records-server/import-mapping.png', fullPage: true }).catch(() => undefined);
  // A column's choices name its values too.
  await page.getByRole('combobox', { name: /^Department/ }).click();
  await expect.poll(() => page.getByRole('option', { name: /^Purchase Cost/ }).textContent()).toBe('Purchase Cost1249.00, 329.99');
  await expectAccessible(page, 'import mapping with its choices open', '[role=listbox]');
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'import mapping step of a Snipe-IT export');
  await page.getByRole('button', { name: 'discard' }).click();
  await expect.poll(() => page.getByText('The upload was discarded.').count()).toBe(1);
});
