import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { choose, logIn, openBrowser, type Session } from './browser';
import { pickAssets } from './pickAssets';

// Demo vendor 24 ("ServiceNow") and asset 10 (AST-0010) are attached to the new product.
const VENDOR = 24;
const ASSET = 10;
const stamp = String(Date.now());
const name = `<i>Surface</i> Hub ${stamp}`;
let session: Session;
let productPath = '';
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const dialog = () => session.page.getByRole('dialog');
const panel = () => session.page.getByRole('tabpanel');

it('creates a product, lands on the product list and shows its name as text with an Enable status', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/products/create'));
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(5);
  await expectAccessible(page, 'product form with its errors');
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/manufacturer/i).fill('Microsoft');
  await choose(page, /product status/i, 'In production');
  await choose(page, /procurement mode/i, 'Lease');
  await choose(page, /department/i, 'Finance');
  await choose(page, /asset type/i, 'Monitor');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Meeting room displays.');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Product created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/products', { timeout: 10000 });
  await expect.poll(() => page.getByRole('heading', { name: 'list of product' }).count()).toBe(1);
  await page.getByLabel(/search/i).fill(stamp);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  const row = (await page.locator('tbody tr').first().textContent()) ?? '';
  expect(row).toContain('<i>Surface</i>');
  expect(row).toContain('Enable');
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await page.waitForURL(/\/service-desk\/products\/\d+\/show$/);
  productPath = new URL(page.url()).pathname;
});

it('locks the asset type on edit once it is set', async () => {
  const { page, url } = session;
  await page.goto(url(productPath.replace(/show$/, 'edit')));
  await expect.poll(() => page.getByRole('combobox', { name: /asset type/i }).isDisabled()).toBe(true);
  await expectAccessible(page, 'product edit form with its locked asset type');
  await page.goto(url(productPath));
});

it('attaches a vendor (button disabled until one is chosen) and an asset', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /attach vendors/i }).click();
  expect(await dialog().getByRole('button', { name: /^attach$/i }).isDisabled()).toBe(true);
  await expectAccessible(page, 'attach vendors dialog', '[role=dialog]');
  await dialog().getByRole('combobox', { name: /choose vendors/i }).fill('ServiceNow');
  await page.getByRole('option', { name: /ServiceNow/ }).first().click();
  await dialog().getByRole('button', { name: /^attach$/i }).click();
  await expect.poll(() => dialog().count()).toBe(0);
  await page.getByRole('tab', { name: /associated vendors/i }).click();
  await expect.poll(() => panel().getByText('ServiceNow', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: /attach assets/i }).click();
  await pickAssets(page, ['AST-0010']);
  await expect.poll(() => dialog().count()).toBe(0);
  await page.getByRole('tab', { name: /associated assets/i }).click();
  await expect.poll(() => panel().locator('tbody tr').count()).toBe(1);
  // Assets open in a new tab under the panel path.
  const link = panel().locator('tbody tr').first().getByRole('link').first();
  expect(await link.getAttribute('href')).toBe(`/panel/service-desk/assets/${ASSET}/show`);
  expect(await link.getAttribute('target')).toBe('_blank');
  await expectAccessible(page, 'product assets tab', '[role=tabpanel]');
});

it('shows the product from the vendor page and the asset page; a /panel link lands in the app', async () => {
  const { page, url } = session;
  await page.goto(url(`/service-desk/vendor/${VENDOR}/show`));
  await page.getByRole('tab', { name: /associated products/i }).click();
  await expect.poll(() => panel().getByText(name, { exact: true }).count()).toBe(1);
  await page.goto(url(`/panel/service-desk/assets/${ASSET}/show`));
  await page.waitForURL((u) => u.pathname === `/service-desk/assets/${ASSET}/show`);
  await expect.poll(() => page.getByRole('link', { name }).count()).toBe(1);
  expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(productPath);
});

it('deletes the product and returns to the product list', async () => {
  const { page, url } = session;
  await page.goto(url(productPath));
  await page.getByRole('button', { name: /^delete$/i }).click();
  await dialog().getByRole('button', { name: /yes|delete|confirm/i }).first().click();
  await page.waitForURL((u) => u.pathname === '/service-desk/products', { timeout: 10000 });
});
