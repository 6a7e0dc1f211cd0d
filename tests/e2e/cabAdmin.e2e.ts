// CAB administration in the browser: create a board with two levels (the at-least-one alert first),
// edit it and reorder its levels, remove a level after confirming, and never the last one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const name = `Datacenter board ${Date.now() % 100000}`;
const AT_LEAST_ONE = 'At least one user or one user type is required for each level.';
const level = (order: number) => session.page.getByRole('region', { name: `Level ${order}` });

/** Picks an option of a look-up select inside a level by typing part of its name. */
async function choose(order: number, label: string, text: string) {
  await level(order).getByRole('combobox', { name: label }).fill(text);
  await session.page.getByRole('option', { name: new RegExp(text, 'i') }).first().click();
}

it('creates a CAB with two levels, showing the at-least-one alert on a level without approvers first', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/cab'));
  await page.getByRole('link', { name: /create/i }).first().click();
  await page.waitForURL(/\/service-desk\/cab\/create$/);
  await page.getByLabel(/^name/i).fill(name);
  await level(1).getByLabel(/level name/i).fill('Facilities');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => level(1).getByRole('alert').textContent()).toBe(AT_LEAST_ONE);
  await expectAccessible(page, 'CAB form with the at-least-one alert');
  await choose(1, 'Users', 'Grace');
  await expect.poll(() => level(1).getByRole('alert').count()).toBe(0);

  await page.getByRole('button', { name: /add level/i }).click();
  await level(2).getByLabel(/level name/i).fill('Network');
  await level(2).getByLabel('Any').check();
  await choose(2, 'User types', 'Agent');
  await page.getByLabel(/send auto reminders/i).check();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await page.getByRole('combobox', { name: /reminder interval/i }).click();
  await page.getByRole('option', { name: '12 hours' }).click();

  const submitted = Date.now();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('CAB created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/cab', { timeout: 10000 });
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(2900);
  await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).textContent()).toContain('2');
});

it('edits it through a deep link and reorders its levels', async () => {
  const { page } = session;
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: /edit/i }).click();
  await page.waitForURL(/\/service-desk\/cab\/\d+\/edit$/);
  await page.goto(page.url()); // a real deep link, loaded cold
  await expect.poll(() => level(2).getByLabel(/level name/i).inputValue()).toBe('Network');
  await expect.poll(() => level(1).getByRole('button', { name: 'Grace Hopper' }).count()).toBe(1);
  await expectAccessible(page, 'CAB edit form');
  await level(2).getByRole('button', { name: 'Move level 2 up' }).click();
  await expect.poll(() => level(1).getByLabel(/level name/i).inputValue()).toBe('Network');
  await page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => page.getByText('CAB updated successfully.').count()).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(() => level(1).getByLabel(/level name/i).inputValue()).toBe('Network');
  await expect.poll(() => level(2).getByLabel(/level name/i).inputValue()).toBe('Facilities');
  expect(await level(1).getByLabel('Any').isChecked()).toBe(true);
});

it('removes a level after confirmation, and offers no removal of the last one', async () => {
  const { page } = session;
  await level(1).getByRole('button', { name: 'Remove level 1' }).click();
  await expectAccessible(page, 'remove level confirmation', '[role=dialog]');
  await page.getByRole('dialog').getByRole('button', { name: /cancel/i }).click();
  await expect.poll(() => level(2).count()).toBe(1);
  await level(1).getByRole('button', { name: 'Remove level 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /delete/i }).click();
  await expect.poll(() => page.getByText('CAB level deleted successfully.').count()).toBeGreaterThan(0);
  await expect.poll(() => level(2).count()).toBe(0);
  await expect.poll(() => level(1).getByLabel(/level name/i).inputValue()).toBe('Facilities');
  expect(await level(1).getByRole('button', { name: 'Remove level 1' }).isDisabled()).toBe(true);
  await page.reload();
  await expect.poll(() => level(1).getByLabel(/level name/i).inputValue()).toBe('Facilities');
  expect(await level(2).count()).toBe(0);
});
