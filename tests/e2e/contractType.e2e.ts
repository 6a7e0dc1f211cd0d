import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const name = `Support agreement ${Date.now()}`;

it('creates a contract type and returns to the list three seconds later', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/contract-type'));
  await page.getByRole('link', { name: /create/i }).first().click();
  await page.waitForURL(/\/service-desk\/contract-type\/create$/);
  await page.getByLabel(/name/i).fill(name);
  const submitted = Date.now();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Contract type created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/contract-type', { timeout: 10000 });
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(2900);
  await expect.poll(() => page.getByRole('cell', { name }).count()).toBe(1);
});

it('edits it through a deep link, stays on the page and shows the update', async () => {
  const { page, url } = session;
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: /edit/i }).click();
  await page.waitForURL(/\/service-desk\/contract-type\/\d+\/edit$/);
  const editUrl = page.url();
  await page.goto(editUrl); // a real deep link, loaded cold
  await expect.poll(() => page.getByLabel(/name/i).inputValue()).toBe(name);
  await page.getByLabel(/name/i).fill(`${name} (renewed)`);
  await page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => page.getByText('Contract type updated successfully.').count()).toBeGreaterThan(0);
  expect(page.url()).toBe(editUrl);
  await expectAccessible(page, 'contract type edit form after saving');
  await expect.poll(() => page.getByLabel(/name/i).inputValue()).toBe(`${name} (renewed)`);
  await page.goto(url('/service-desk/contract-type'));
});

it('searches, sorts and pages the list', async () => {
  const { page } = session;
  const rows = page.locator('tbody tr');
  await page.getByLabel(/search/i).fill(' renewed ');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().textContent()).toContain(`${name} (renewed)`);
  await page.getByLabel(/search/i).fill('');
  await expect.poll(() => rows.count()).toBe(10);

  await page.getByRole('button', { name: /^name/i }).click();
  await expect.poll(async () => {
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    return names.length === 10 && names.every((n, i) => i === 0 || names[i - 1].localeCompare(n) <= 0);
  }).toBe(true);
  const firstPage = await rows.first().textContent();
  await page.getByRole('button', { name: /next page|go to page 2/i }).first().click();
  await expect.poll(() => rows.first().textContent()).not.toBe(firstPage);
});

it('deletes it after confirmation', async () => {
  const { page } = session;
  await page.getByLabel(/search/i).fill('renewed');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  await page.getByRole('row', { name: /renewed/ }).getByRole('button', { name: /delete/i }).click();
  await expectAccessible(page, 'delete confirmation', '[role=dialog]');
  await page.getByRole('dialog').getByRole('button', { name: /confirm|delete|yes/i }).click();
  await expect.poll(() => page.getByText('Contract type deleted successfully.').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('cell', { name: /renewed/ }).count()).toBe(0);
});
