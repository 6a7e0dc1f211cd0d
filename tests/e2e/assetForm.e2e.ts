import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const run = Date.now() % 100000;
const asset = `OptiPlex 7020 - Design ${run}`;
const group = `Screen details ${run}`;

/** Picks the option of a reference select by typing part of its name. */
async function choose(label: RegExp, text: string) {
  const { page } = session;
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: new RegExp(`^${text}`, 'i') }).first().click();
}

const ram = () => session.page.getByLabel(/^RAM \(GB\)/);

it('creates an asset of a type with extra fields: they come with the type and go with another', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/create'));
  await expect.poll(() => page.getByRole('heading', { name: /create asset/i }).count()).toBe(1);
  expect(await ram().count()).toBe(0);
  await page.getByLabel(/^name/i).fill(asset);
  // Desktops have the demo's "Hardware details" group.
  await choose(/asset type/i, 'Desktop');
  await expect.poll(() => ram().count()).toBe(1);
  await choose(/asset type/i, 'Monitor');
  await expect.poll(() => ram().count()).toBe(0);
  expect(await page.getByLabel(/disk type/i).count()).toBe(0);
  await choose(/asset type/i, 'Desktop');
  await ram().fill('0');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('The ram (gb) must be at least 1.').count()).toBe(1);
  await expectAccessible(page, 'asset form with its type\'s fields and an error');
  await ram().fill('16');
  await page.getByLabel(/disk type/i).click();
  await page.getByRole('option', { name: 'HDD' }).click();
  await page.getByLabel(/^purchased on/i).fill('2025-02-03');
  await page.getByRole('combobox', { name: /^time/i }).last().click();
  await page.getByRole('option', { name: '09:30' }).click();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Asset created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/assets/list', { timeout: 10000 });
});

it('brings the saved values back on edit, with a view button and update', async () => {
  const { page } = session;
  await page.getByRole('searchbox').fill(asset);
  await page.getByRole('row', { name: new RegExp(asset) }).getByRole('link', { name: 'edit' }).click();
  await page.waitForURL(/\/service-desk\/assets\/\d+\/edit$/);
  await expect.poll(() => ram().inputValue()).toBe('16');
  expect(await page.getByLabel(/disk type/i).textContent()).toContain('HDD');
  expect(await page.getByLabel(/^purchased on/i).inputValue()).toBe('2025-02-03');
  expect(await page.getByRole('link', { name: 'view' }).count()).toBe(1);
  await ram().fill('32');
  await page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => page.getByText('Asset updated successfully.').count()).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(() => ram().inputValue()).toBe('32');
});

it('creates an asset form group in the admin screens, whose field then shows on the asset form', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/form-group'));
  await page.getByRole('button', { name: 'Create form group' }).click();
  await page.getByRole('menuitem', { name: 'New asset form group' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/form-group/create/asset');
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('button', { name: 'submit' }).click();
  // The server's rules, checked in the browser first, in its words.
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(4);
  await expectAccessible(page, 'form group form with its errors');
  await page.getByLabel(/^name/i).fill(group);
  await choose(/asset types/i, 'Monitor');
  const field = page.getByRole('group', { name: 'Field 1' });
  await field.getByLabel(/^label/i).fill('Panel type');
  // The key follows the label while the field is new.
  expect(await field.getByLabel(/^key/i).inputValue()).toBe('panel_type');
  await field.getByLabel(/^key/i).fill(`panel_type_${run}`);
  await field.getByRole('combobox', { name: /^type/i }).click();
  await page.getByRole('option', { name: 'Select' }).click();
  await field.getByLabel(/^options/i).fill('IPS\nVA\nOLED');
  await field.getByLabel('Required').check();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Form group created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/form-group', { timeout: 10000 });
  const row = page.getByRole('row', { name: new RegExp(group) });
  await expect.poll(() => row.textContent()).toMatch(/Monitor.*Panel type/);
  await row.getByRole('link', { name: `edit ${group}` }).click();
  await page.waitForURL(/\/service-desk\/form-group\/edit\/asset\/\d+$/);
  await expect.poll(() => page.getByRole('group', { name: 'Field 1' }).getByLabel(/^key/i).isDisabled()).toBe(true);

  await page.goto(url('/service-desk/assets/create'));
  await expect.poll(() => page.getByRole('heading', { name: /create asset/i }).count()).toBe(1);
  await page.getByLabel(/^name/i).fill(`LG 32UN880 - Design ${run}`);
  await choose(/asset type/i, 'Monitor');
  await expect.poll(() => page.getByLabel(/^panel type/i).count()).toBe(1);
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await page.getByLabel(/^panel type/i).click();
  await page.getByRole('option', { name: 'OLED' }).click();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Asset created successfully.').count()).toBeGreaterThan(0);
});
