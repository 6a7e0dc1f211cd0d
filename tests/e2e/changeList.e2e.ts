import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

const name = `Open high risk ${Date.now() % 100000}`;
let savedUrl = '';

/** The subjects the server lists for a query, asked with the browser's own session. */
async function subjectsFor(query: string): Promise<string[]> {
  const response = await session.page.request.get(session.url(`/service-desk/api/change-list?limit=100&sort-field=id&sort-order=desc&${query}`));
  return ((await response.json()).data.changes as Array<{ subject: string }>).map((change) => change.subject);
}

const shownSubjects = async () => (await session.page.locator('tbody tr td:nth-child(2)').allTextContents()).map((text) => text.trim());

/** Picks an option of a filter select by typing part of its name. */
async function choose(label: RegExp, text: string) {
  const { page } = session;
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: new RegExp(`^${text}`, 'i') }).first().click();
  await page.keyboard.press('Escape');
}

it('filters the change list by the Risk custom field and a status', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/changes/list'));
  await expect.poll(() => page.getByRole('heading', { name: /list of changes/i }).count()).toBe(1);
  await page.getByRole('button', { name: /filters/i }).click();
  // The Risk filter comes from the custom-field list, not from code.
  await choose(/^risk/i, 'High');
  await choose(/^status/i, 'Open');
  const expected = await subjectsFor('risk[0]=High&status_ids[0]=1');
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan((await subjectsFor('')).length);
  await expect.poll(shownSubjects).toEqual(expected);
  await expectAccessible(session.page, 'change list filtered by a custom field');
});

it('saves the filter and lands on its own page', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /save filter/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'save filter dialog with its error', '[role=dialog]');
  await dialog.getByLabel(/name/i).fill(name);
  await dialog.getByRole('button', { name: 'submit' }).click();
  await page.waitForURL(/\/service-desk\/changes\/filter\/\d+$/);
  await expect.poll(() => page.getByText('Filter saved successfully.').count()).toBe(1);
  savedUrl = page.url();
});

it('opens the saved filter by its URL: the server applies it and the panel shows its values', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/changes/list'));
  await expect.poll(() => page.getByRole('heading', { name: /list of changes/i }).count()).toBe(1);
  const id = savedUrl.split('/').pop();
  const applied = page.waitForRequest((request) => request.url().includes('/change-list?') && request.url().includes(`filter_id=${id}`));
  await page.goto(savedUrl);
  await applied;
  await expect.poll(shownSubjects).toEqual(await subjectsFor(`filter_id=${id}`));
  expect(await subjectsFor(`filter_id=${id}`)).toEqual(await subjectsFor('risk[0]=High&status_ids[0]=1'));
  const panel = page.locator('#sd-filter-panel');
  await expect.poll(() => panel.getByRole('combobox', { name: /saved filters/i }).textContent()).toContain(name);
  // The chosen values show as chips in their selects (Status: Open, Risk: High).
  await expect.poll(async () => (await panel.locator('.MuiChip-label').allTextContents()).sort()).toEqual(['High', 'Open']);
  await expectAccessible(page, 'saved filter page');
});

it('deletes the saved filter after confirming and returns to the plain list', async () => {
  const { page, url } = session;
  await page.getByRole('button', { name: /delete filter/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'delete' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list');
  await expect.poll(() => page.getByText('Filter deleted successfully.').count()).toBe(1);
  await expect.poll(async () => (await shownSubjects()).length).toBe(10);
  await page.goto(savedUrl);
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list');
  await expect.poll(() => page.getByText('Saved filter not found.').count()).toBe(1);
  expect(page.url()).toBe(url('/service-desk/changes/list'));
});
