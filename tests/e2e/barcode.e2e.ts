// Barcode labels as a person prints them: set the label template (3 a row, a logo), tick three assets
// in the list and print labels → a new tab with three labels side by side in one row, each barcode
// reading back as its asset's identifier; with none ticked the list says barcode_no_asset; reset
// returns to the default and is disabled again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeCode128 } from '../unit/barcode/decodeCode128';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const MM = 96 / 25.4;

it('sets the label template: bad sizes are refused on their field, then 3 labels a row with a logo are saved', async () => {
  const { page, url } = session;
  // A logo the browser draws itself, as a PNG.
  await page.setContent('<div id="logo" style="width:120px;height:48px;background:#1565c0;color:#fff;font:bold 28px sans-serif">ACME</div>');
  const logo = await page.locator('#logo').screenshot();
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('navigation').getByRole('link', { name: 'Barcode labels' }).click();
  await page.waitForURL(/\/service-desk\/barcode\/settings$/);
  await page.getByRole('heading', { name: 'Barcode label template' }).waitFor();
  expect(await page.getByRole('button', { name: 'reset' }).isDisabled()).toBe(true);
  await page.getByLabel(/^Width/).fill('0');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('The width must be between 10 and 200 mm.').count()).toBeGreaterThan(0);
  await expectAccessible(page, 'barcode template form with its error');
  await page.getByLabel(/^Width/).fill('50');
  await page.getByLabel(/^Height/).fill('30');
  await page.getByLabel(/^Labels per row/).fill('3');
  await page.getByLabel(/^Space between labels/).fill('4');
  await page.getByLabel('Choose a logo (PNG or JPEG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Barcode template created successfully.');
  await expect.poll(() => page.getByRole('button', { name: 'reset' }).isDisabled()).toBe(false);
  expect(await page.getByRole('button', { name: 'update' }).count()).toBe(1);
  const preview = await page.getByTestId('label-preview').boundingBox();
  expect(Math.round(preview!.width / MM)).toBe(50);
  expect(await page.getByTestId('label-preview').locator('img').count()).toBe(1);
  await expectAccessible(page, 'barcode template with its logo');
});

it('says barcode_no_asset when print labels is pressed with no asset ticked', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('button', { name: /^Print labels/ }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Please select at least one asset to print labels.');
  await expectAccessible(page, 'asset list saying no asset is ticked');
});

it('prints labels for three ticked assets: a new tab with three labels in one row, each code reading its identifier', async () => {
  const { page } = session;
  // Seeded assets, which all carry an identifier: other files' assets may have none, and say so instead of a barcode.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('search-query=AST-00')),
    page.getByRole('searchbox').fill('AST-00'),
  ]);
  await expect.poll(async () => (await page.locator('tbody tr').allTextContents()).every((row) => row.includes('AST-00'))).toBe(true);
  const boxes = page.getByRole('checkbox', { name: /^Select row/ });
  await boxes.first().waitFor();
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  const [labels] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Print labels (3)' }).click(),
  ]);
  await labels.waitForLoadState();
  expect(labels.url()).toMatch(/\/service-desk\/generate-barcode\?ids%5B0%5D=\d+&ids%5B1%5D=\d+&ids%5B2%5D=\d+$/);
  const cards = labels.locator('article.label');
  expect(await cards.count()).toBe(3);
  const rects = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  // One row of three: same top, each 50 mm wide and 4 mm after the one before.
  expect(new Set(rects.map((rect) => Math.round(rect.y))).size).toBe(1);
  for (const rect of rects) expect(Math.round(rect.width / MM)).toBe(50);
  expect(Math.round((rects[1].x - rects[0].x) / MM)).toBe(54);
  expect(Math.round((rects[2].x - rects[1].x) / MM)).toBe(54);
  for (let i = 0; i < 3; i++) {
    const identifier = (await cards.nth(i).locator('.identifier').textContent())!;
    expect(identifier).toMatch(/\S/);
    expect(decodeCode128(await cards.nth(i).locator('svg').evaluate((svg) => svg.outerHTML))).toBe(identifier);
    // The logo loaded (an image the page may show under its CSP).
    expect(await cards.nth(i).locator('img.logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await labels.getByRole('button', { name: 'Print' }).count()).toBe(1);
  await expectAccessible(labels, 'printed labels');
  await labels.close();
});

it('resets the template to the default, after which reset is disabled again', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/barcode/settings'));
  await page.getByRole('button', { name: 'reset' }).click();
  await expectAccessible(page, 'reset template confirmation', '[role=dialog]');
  await page.getByRole('dialog').getByRole('button', { name: 'reset' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Barcode template reset to the default.');
  await expect.poll(() => page.getByRole('button', { name: 'reset' }).isDisabled()).toBe(true);
  expect(await page.getByLabel(/^Width/).inputValue()).toBe('64');
});
