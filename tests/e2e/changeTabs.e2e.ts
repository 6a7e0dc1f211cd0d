import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';
import { pickAssets } from './pickAssets';

// Demo change 7 ("Roll out BIOS 1.18 to Latitude laptops"): open, two seeded tasks, no release yet.
const CHANGE = 7;
let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
  await session.page.goto(session.url(`/service-desk/changes/${CHANGE}/show`));
  await session.page.getByRole('tab', { name: /activity log/i }).waitFor();
});
afterAll(() => session.browser.close());

const panel = () => session.page.getByRole('tabpanel');
const dialog = () => session.page.getByRole('dialog');
const openTab = (name: RegExp) => session.page.getByRole('tab', { name }).click();
async function associate(item: RegExp) {
  await session.page.getByRole('button', { name: /associate/i }).click();
  await session.page.getByRole('menuitem', { name: item }).click();
}
async function pick(combobox: RegExp, text: string) {
  await dialog().getByRole('combobox', { name: combobox }).fill(text);
  await session.page.getByRole('option', { name: new RegExp(text) }).first().click();
}

it('adds a rollout plan from the Planning menu and reads it in the planning tab', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /planning/i }).click();
  await page.getByRole('menuitem', { name: /rollout plan/i }).click();
  await dialog().getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => dialog().getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'rollout plan dialog with its error', '[role=dialog]');
  await dialog().locator('.ProseMirror').click();
  await page.keyboard.type('Wave 1: the service desk laptops; wave 2: everyone else a week later.');
  await dialog().getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => dialog().count()).toBe(0);
  await openTab(/planning/i);
  await expect.poll(() => panel().getByText('Rollout plan').count()).toBe(1);
  await expect.poll(() => panel().getByText('Wave 1: the service desk laptops; wave 2: everyone else a week later.').count()).toBe(1);
  await expectAccessible(page, 'change planning tab', '[role=tabpanel]');
});

it('attaches a ticket as causing and shows the type in the tickets tab', async () => {
  const { page } = session;
  await associate(/attach ticket/i);
  await pick(/choose tickets/i, '#TKT-1030');
  // The type is required: attach stays disabled until one is chosen.
  expect(await dialog().getByRole('button', { name: /^attach$/i }).isDisabled()).toBe(true);
  await expectAccessible(page, 'attach ticket dialog', '[role=dialog]');
  await dialog().getByRole('combobox', { name: /type/i }).click();
  await page.getByRole('option', { name: 'Causing' }).click();
  await dialog().getByRole('button', { name: /^attach$/i }).click();
  await expect.poll(() => page.getByText('Ticket attached successfully.').count()).toBe(1);
  await openTab(/^tickets$/i);
  const row = panel().getByRole('row', { name: /#TKT-1030/ });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.getByRole('cell').nth(4).textContent()).toBe('Causing');
  await expectAccessible(page, 'change tickets tab', '[role=tabpanel]');
});

it('attaches a release, sees it in the releases tab, then detaches it', async () => {
  const { page } = session;
  await associate(/attach release/i);
  await pick(/choose release/i, 'ERP 4.2 rollout');
  await dialog().getByRole('button', { name: /^attach$/i }).click();
  await expect.poll(() => page.getByText('Release attached successfully.').count()).toBe(1);
  await openTab(/releases/i);
  // The release's name is cut to 10 characters there (spec: release name 10), the whole on hover.
  await expect.poll(() => panel().getByTitle('ERP 4.2 rollout').count()).toBe(1);
  expect(await panel().getByTitle('ERP 4.2 rollout').textContent()).toBe('ERP 4.2 ro…');
  await expect.poll(() => panel().getByText('February 3rd 2025, 6:00 am').count()).toBe(1);
  await expectAccessible(page, 'change releases tab', '[role=tabpanel]');

  // One release at most: the menu now offers detach instead of attach.
  await page.getByRole('button', { name: /associate/i }).click();
  await expect.poll(() => page.getByRole('menuitem', { name: /attach release/i }).count()).toBe(0);
  await page.getByRole('menuitem', { name: /detach release/i }).click();
  await dialog().getByRole('button', { name: /detach/i }).click();
  await expect.poll(() => page.getByText('Release detached successfully.').count()).toBe(1);
  await expect.poll(() => panel().getByText('no data found').count()).toBe(1);
});

it('detaches one of the seeded tasks', async () => {
  const { page } = session;
  await openTab(/tasks/i);
  await expect.poll(() => panel().getByRole('row').count()).toBe(3);
  const first = panel().getByRole('row').nth(1);
  const name = (await first.getByRole('cell').first().textContent())!;
  await first.getByRole('button', { name: /detach/i }).click();
  await expectAccessible(page, 'detach task confirmation', '[role=dialog]');
  await dialog().getByRole('button', { name: /detach/i }).click();
  await expect.poll(() => page.getByText('Task detached successfully.').count()).toBe(1);
  await expect.poll(() => panel().getByRole('row').count()).toBe(2);
  expect(await panel().getByText(name).count()).toBe(0);
});

it('attaches an asset through the picker and lists it in the assets tab', async () => {
  const { page } = session;
  await associate(/attach asset/i);
  await pickAssets(page, ['AST-0042']);
  await expect.poll(() => page.getByText('Asset attached successfully.').count()).toBe(1);
  await openTab(/associated assets/i);
  // Two seeded assets and the new one, under the header row.
  await expect.poll(() => panel().getByRole('row').count()).toBe(4);
  await expectAccessible(page, 'change assets tab', '[role=tabpanel]');
  await openTab(/activity log/i);
  await expect.poll(() => panel().getByText(/attached asset AST-0042/).count()).toBeGreaterThan(0);
});
