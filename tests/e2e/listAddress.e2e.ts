// A list keeps its view in the address: filters, search, sort, page and page size survive a reload,
// go back with Back, and open the same rows from a link pasted into another tab. Active filters show
// as removable chips named as the look-ups name them (not ids), the people and reference selects of
// the filter drawer ask the server as one types, and a list inside another screen (a report's rows)
// leaves the address alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { post } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

const identifiers = () => session.page.locator('tbody tr td:first-child').allTextContents();
const chips = async () => (await session.page.getByRole('group', { name: 'Active filters' }).locator('.MuiChip-label').allTextContents()).sort();
const pager = () => session.page.locator('.sd-pager-range').textContent();

it('keeps sort, page size and page through a reload, and Back returns to the page before', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  // Other flows add problems: the total is read, not assumed (at least the 40 the demo has).
  const total = Number((await pager())?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(40);
  const secondPage = `26–${Math.min(total, 50)} of ${total}`;
  await page.getByRole('button', { name: /^subject/i }).click();
  await expect.poll(() => page.url()).toContain('sort=subject');
  // The address changes before the list draws from it: the next change must start from the drawn sort.
  await expect.poll(() => page.locator('th[aria-sort="ascending"]').textContent()).toMatch(/^subject/i);
  await page.getByRole('combobox', { name: /rows per page/i }).selectOption('25');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(25);
  const first = await identifiers();
  await page.getByRole('button', { name: /next page/i }).click();
  await expect.poll(pager).toBe(secondPage);
  // The pager reads the address at once; the rows follow their answer.
  await expect.poll(async () => (await identifiers()).some((identifier) => first.includes(identifier))).toBe(false);
  const second = await identifiers();
  const address = new URL(page.url());
  expect(Object.fromEntries(address.searchParams)).toMatchObject({ sort: 'subject', order: 'ASC', perPage: '25', page: '2' });
  await page.reload();
  await expect.poll(pager).toBe(secondPage);
  await expect.poll(identifiers).toEqual(second);
  await page.goBack();
  await expect.poll(pager).toBe(`1–25 of ${total}`);
  expect(new URL(page.url()).searchParams.get('page')).toBe('1');
});

it('filters by people and departments the server searches as one types, shown as chips by name', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  await page.getByRole('searchbox').fill('o');
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('{"q":"o"}');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  // Typing asks the look-up for a page of matches; the select offers what the server answered.
  const asked = page.waitForRequest((request) => /\/dependency\/users\?search-query=gr&limit=20$/.test(request.url()));
  await drawer.getByRole('combobox', { name: 'Requester' }).pressSequentially('gr', { delay: 30 });
  await asked;
  await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Grace Hopper']);
  await page.getByRole('option', { name: 'Grace Hopper' }).click();
  await drawer.getByRole('combobox', { name: 'Department' }).pressSequentially('Leg', { delay: 30 });
  await page.getByRole('option', { name: 'Legal' }).click();
  await expect.poll(async () => (await page.locator('tbody tr').allTextContents()).every((row) => row.includes('Grace Hopper') && row.includes('Legal'))).toBe(true);
  await expectAccessible(page, 'problem list with its filter drawer');
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.count()).toBe(0);
  await expect.poll(chips).toEqual(['Department: Legal', 'Requester: Grace Hopper']);
  await expectAccessible(page, 'problem list with filter chips');
  const rows = await identifiers();
  const filtered = page.url();

  // Reloaded, the ids in the address are named again (the look-ups asked by id).
  await page.reload();
  await expect.poll(chips).toEqual(['Department: Legal', 'Requester: Grace Hopper']);
  expect(await identifiers()).toEqual(rows);
  expect(await page.getByRole('searchbox').inputValue()).toBe('o');

  // Pasted to a colleague (another browser, signed in as someone else): the same rows, the same chips.
  const colleague = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await colleague.newPage();
  await logIn({ ...session, page: other }, 'admin@example.com');
  await other.goto(filtered);
  await expect.poll(async () => (await other.getByRole('group', { name: 'Active filters' }).locator('.MuiChip-label').allTextContents()).sort())
    .toEqual(['Department: Legal', 'Requester: Grace Hopper']);
  expect(await other.locator('tbody tr td:first-child').allTextContents()).toEqual(rows);
  await colleague.close();

  // A chip removes its filter; Back brings it back.
  await page.getByRole('button', { name: 'Remove Requester: Grace Hopper' }).click();
  await expect.poll(chips).toEqual(['Department: Legal']);
  expect(Object.keys(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))).toEqual(['q', 'department_id']);
  await page.goBack();
  await expect.poll(chips).toEqual(['Department: Legal', 'Requester: Grace Hopper']);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => page.getByRole('group', { name: 'Active filters' }).count()).toBe(0);
  // The search is the search box's: clearing the filters keeps it.
  expect(new URL(page.url()).searchParams.get('filter')).toBe('{"q":"o"}');
  // Back past the first filter and the search: the box follows the address.
  for (let step = 0; step < 4; step += 1) await page.goBack();
  await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
});

it('shows the records without a value, as a home page group of them opens the list: a chip reading "no value"', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  const name = `Unlabelled spare ${Date.now() % 100000}`;
  await post(page, '/service-desk/api/asset', { name, asset_type_id: '1' });
  // Newest first: other files of the run add assets without a status too, which may sort before it by name.
  await page.goto(url(`/service-desk/assets/list?filter=${encodeURIComponent('{"asset_status_id":["none"]}')}&sort=id&order=DESC`));
  await expect.poll(() => page.locator('tbody tr', { hasText: name }).count()).toBe(1);
  expect(await chips()).toEqual(['Status: no value']);
  // Every row shown holds no status.
  const status = (await page.locator('thead th').allTextContents()).indexOf('Status') + 1;
  expect(new Set(await page.locator(`tbody tr td:nth-child(${status})`).allTextContents())).toEqual(new Set(['---']));
});

it('leaves the address alone for the rows of a report being built', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/reports/assets/create'));
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
  const before = page.url();
  const total = await pager();
  await page.getByRole('combobox', { name: 'Asset type' }).click();
  await page.getByRole('option', { name: 'Laptop', exact: true }).click();
  await expect.poll(pager).not.toBe(total);
  expect(page.url()).toBe(before);
});
