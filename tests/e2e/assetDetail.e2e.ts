import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

// Demo asset 3 (AST-0003): no problem holds it (assets at positions 2, 5, ... hold none), so its page
// starts without an associated problems tab.
const ASSET = 3;
const PROBLEM = 'Intermittent SAN latency spikes';
const TICKET = '#TKT-1005';
let session: Session;
let assetName = '';
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
  await session.page.goto(session.url(`/service-desk/assets/${ASSET}/show`));
  await session.page.getByRole('tab', { name: /activity log/i }).waitFor();
  assetName = (await session.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
});
afterAll(() => session.browser.close());

const panel = () => session.page.getByRole('tabpanel');
const dialog = () => session.page.getByRole('dialog');
const openTab = (name: RegExp) => session.page.getByRole('tab', { name }).click();
async function associate(item: RegExp) {
  await session.page.getByRole('button', { name: /associate services/i }).click();
  await session.page.getByRole('menuitem', { name: item }).click();
}

it('shows the info block, the description modal and the custom-field sections', async () => {
  const { page } = session;
  for (const label of ['Asset type', 'Status', 'Department', 'Location', 'Organization', 'Product', 'Impact', 'Managed by', 'Used by',
    'Identifier', 'Created at', 'Updated at', 'Assigned on', 'Attachment']) {
    expect(await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).count(), label).toBe(1);
  }
  expect(await page.getByText('AST-0003', { exact: true }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Uma User' }).or(page.locator('a[href^="/user/"]')).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'view' }).first().click();
  await expect.poll(() => dialog().getByRole('heading', { name: 'Description' }).count()).toBe(1);
  await expectAccessible(page, 'asset description dialog', '[role=dialog]');
  await dialog().getByRole('button', { name: /close/i }).click();
  const custom = page.getByRole('region', { name: 'Custom fields' });
  await expect.poll(() => custom.getByText('Serial number').count()).toBe(1);
  // Dates of custom values read as times: "January 15th 2024, 12:00 am".
  expect(await custom.getByText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2} [ap]m$/).count()).toBeGreaterThan(0);
  expect(await page.getByRole('tab', { name: /associated problems/i }).count()).toBe(0);
  await expectAccessible(page, 'asset page with its custom fields');
});

it('attaches a problem from the asset page: submit waits for a choice, then the tab appears', async () => {
  const { page } = session;
  await associate(/attach problems/i);
  const submit = dialog().getByRole('button', { name: /^attach$/i });
  expect(await submit.isDisabled()).toBe(true);
  await expectAccessible(page, 'attach problems dialog', '[role=dialog]');
  await dialog().getByRole('combobox', { name: /choose problems/i }).fill('SAN latency');
  await page.getByRole('option', { name: new RegExp(PROBLEM) }).first().click();
  expect(await submit.isDisabled()).toBe(false);
  await submit.click();
  await expect.poll(() => page.getByText('Problem attached successfully.').count()).toBe(1);
  await expect.poll(() => dialog().count()).toBe(0);
  await openTab(/associated problems/i);
  await expect.poll(() => panel().getByRole('link', { name: PROBLEM }).count()).toBe(1);
});

it('attaches a ticket and lists it with its link to the ticket page', async () => {
  const { page } = session;
  await associate(/attach tickets/i);
  await dialog().getByRole('combobox', { name: /choose tickets/i }).fill('1005');
  await page.getByRole('option', { name: new RegExp(TICKET) }).first().click();
  await dialog().getByRole('button', { name: /^attach$/i }).click();
  await expect.poll(() => page.getByText('Ticket attached successfully.').count()).toBe(1);
  await openTab(/associated tickets/i);
  const link = panel().getByRole('link', { name: TICKET });
  await expect.poll(() => link.count()).toBe(1);
  expect(await link.getAttribute('href')).toMatch(/^\/thread\/\d+$/);
});

it('shows the asset on the problem\'s own page', async () => {
  const { page, url } = session;
  await openTab(/associated problems/i);
  await panel().getByRole('link', { name: PROBLEM }).click();
  await page.waitForURL(/\/service-desk\/problem\/\d+\/show$/);
  await openTab(/associated assets/i);
  await expect.poll(() => panel().getByRole('link', { name: assetName }).count()).toBe(1);
  await page.goto(url(`/service-desk/assets/${ASSET}/show`));
  await page.getByRole('tab', { name: /activity log/i }).waitFor();
});

it('detaches the problem after a 500 px confirmation, and the tab goes away', async () => {
  const { page } = session;
  await openTab(/associated problems/i);
  await panel().getByRole('row', { name: new RegExp(PROBLEM) }).getByRole('button', { name: /detach/i }).click();
  // MUI puts the dialog role on the paper itself.
  const box = await dialog().boundingBox();
  expect(Math.round(box!.width)).toBe(500);
  await expectAccessible(page, 'detach problem confirmation', '[role=dialog]');
  await dialog().getByRole('button', { name: /detach/i }).click();
  await expect.poll(() => page.getByText('Problem detached successfully.').count()).toBe(1);
  await expect.poll(() => page.getByRole('tab', { name: /associated problems/i }).count()).toBe(0);
  await openTab(/activity log/i);
  await expect.poll(() => panel().getByText(/detached problem/).count()).toBeGreaterThan(0);
});
