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

const drawer = () => session.page.getByRole('dialog', { name: 'Filters' });
const chips = async () => (await session.page.getByRole('group', { name: 'Active filters' }).locator('.MuiChip-label').allTextContents()).sort();

/** Picks an option of a filter select of the drawer by typing part of its name. */
async function choose(label: RegExp, text: string) {
  await drawer().getByRole('combobox', { name: label }).fill(text);
  await session.page.getByRole('option', { name: new RegExp(`^${text}`, 'i') }).first().click();
}

it('filters the change list by the Risk custom field and a status', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/changes/list'));
  await expect.poll(() => page.getByRole('heading', { name: /list of changes/i }).count()).toBe(1);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  // The Risk filter comes from the custom-field list, not from code.
  await choose(/^risk/i, 'High');
  await choose(/^status/i, 'Open');
  const expected = await subjectsFor('risk[0]=High&status_ids[0]=1');
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan((await subjectsFor('')).length);
  await expect.poll(shownSubjects).toEqual(expected);
  await expectAccessible(session.page, 'change list filtered by a custom field');
  // Above the table, once the drawer is closed, the chosen values by name.
  await page.keyboard.press('Escape');
  await expect.poll(chips).toEqual(['Risk: High', 'Status: Open']);
});

it('saves the filter and lands on its own page', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await drawer().getByRole('button', { name: /save filter/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the filter' });
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'save filter dialog with its error', '[role=dialog]');
  await dialog.getByLabel(/name/i).fill(name);
  await dialog.getByRole('button', { name: 'submit' }).click();
  await page.waitForURL(/\/service-desk\/changes\/filter\/\d+$/);
  await expect.poll(() => page.getByText('Filter saved successfully.').count()).toBe(1);
  savedUrl = page.url();
});

it('opens the saved filter by its URL: the server applies it, the chips and the drawer show its values', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/changes/list'));
  await expect.poll(() => page.getByRole('heading', { name: /list of changes/i }).count()).toBe(1);
  const id = savedUrl.split('/').pop();
  const applied = page.waitForRequest((request) => request.url().includes('/change-list?') && request.url().includes(`filter_id=${id}`));
  await page.goto(savedUrl);
  await applied;
  await expect.poll(shownSubjects).toEqual(await subjectsFor(`filter_id=${id}`));
  expect(await subjectsFor(`filter_id=${id}`)).toEqual(await subjectsFor('risk[0]=High&status_ids[0]=1'));
  await expect.poll(chips).toEqual(['Risk: High', `Saved filter: ${name}`, 'Status: Open']);
  await expectAccessible(page, 'saved filter page');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect.poll(() => drawer().getByRole('combobox', { name: /saved filters/i }).textContent()).toContain(name);
  // The chosen values show as chips in their selects (Status: Open, Risk: High).
  await expect.poll(async () => (await drawer().getByRole('group', { name: 'Filters' }).locator('.MuiChip-label').allTextContents()).sort()).toEqual(['High', 'Open']);
  await expectAccessible(page, 'saved filter page with the filter drawer');
});

it('keeps a change made on the saved filter\'s page in the address: a reload shows the changed values', async () => {
  const { page } = session;
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Remove Risk: High' }).click();
  // The list is now an ad-hoc filter: the saved one is no longer applied, only what the chips say.
  await expect.poll(chips).toEqual(['Status: Open']);
  await expect.poll(shownSubjects).toEqual(await subjectsFor('status_ids[0]=1'));
  expect(new URL(page.url()).pathname).toBe(new URL(savedUrl).pathname);
  await page.reload();
  await expect.poll(chips).toEqual(['Status: Open']);
  await expect.poll(shownSubjects).toEqual(await subjectsFor('status_ids[0]=1'));
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect.poll(() => drawer().getByText('Changed since it was opened: save it to keep the changes.').count()).toBe(1);
});

it('deletes the saved filter after confirming and returns to the plain list', async () => {
  const { page, url } = session;
  await drawer().getByRole('button', { name: /delete filter/i }).click();
  await page.getByRole('dialog', { name: 'Delete the saved filter' }).getByRole('button', { name: 'delete' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list');
  await expect.poll(() => page.getByText('Filter deleted successfully.').count()).toBe(1);
  await expect.poll(async () => (await shownSubjects()).length).toBe(10);
  await page.goto(savedUrl);
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list');
  await expect.poll(() => page.getByText('Saved filter not found.').count()).toBe(1);
  expect(page.url()).toBe(url('/service-desk/changes/list'));
});
