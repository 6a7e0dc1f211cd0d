import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const subject = `Swap the Frankfurt firewall pair ${Date.now() % 100000}`;

/** Picks the option of a reference select by typing part of its name. */
async function choose(label: RegExp, text: string) {
  const { page } = session;
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: new RegExp(text, 'i') }).first().click();
}

it('creates a change of a type with a form group: its fields appear with the type and are required', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/changes/create'));
  await expect.poll(() => page.getByRole('heading', { name: /create change/i }).count()).toBe(1);
  expect(await page.getByLabel(/rollback tested/i).count()).toBe(0);
  await page.getByLabel(/^subject/i).fill(subject);
  await choose(/requester/i, 'Grace');
  // The form starts on the file's initial status.
  await expect.poll(() => page.getByRole('combobox', { name: /^status/i }).inputValue()).toBe('Open');
  // The Minor type has the demo's "Infrastructure details" group: its fields join the form at once.
  await choose(/change type/i, 'Minor');
  await expect.poll(() => page.getByLabel(/rollback tested/i).count()).toBe(1);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Both firewalls run out of support in June.');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'change form with a form group and its error');
  await page.getByLabel(/^maintenance window/i).fill('2026-06-14');
  // Each date has its own time select, all named Time: the maintenance window's is the one after its date.
  await page.locator('[id$="maintenance_window-time"]').click();
  await page.getByRole('option', { name: '22:00' }).click();
  // The planned schedule an approver agrees to: a start and an end.
  await page.getByLabel(/^planned start date/i).fill('2026-06-14');
  await page.getByLabel(/^planned end date/i).fill('2026-06-15');
  await page.getByLabel(/affected services/i).fill('VPN, site-to-site tunnels');
  await page.getByLabel(/rollback tested/i).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.getByLabel(/^risk/i).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Change created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list', { timeout: 10000 });
});

it('shows the values in a card titled with the change type, the form\'s custom field in its own card', async () => {
  const { page } = session;
  await page.getByRole('searchbox').fill(subject);
  await page.getByRole('row', { name: new RegExp(subject) }).getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/changes\/\d+\/show$/);
  const typeCard = page.getByRole('region', { name: 'Minor' });
  await expect.poll(() => typeCard.textContent()).toContain('June 14th 2026, 10:00 pm');
  expect(await typeCard.textContent()).toMatch(/Affected services\s*VPN, site-to-site tunnels\s*Rollback tested\s*Yes/);
  expect(await page.getByRole('region', { name: 'Custom fields' }).textContent()).toMatch(/Risk\s*High/);
  expect(await page.locator('dt', { hasText: /^Planned start date$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('June 14th 2026, 12:00 am');
  expect(await page.locator('dt', { hasText: /^Planned end date$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('June 15th 2026, 12:00 am');
  await expectAccessible(page, 'change page with its type card');
  // The agent is whoever created the change, linked to the host's user page.
  expect(await page.locator('dd').getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/user/1');
});

it('edits the total activity duration as hours and minutes, refusing text', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /change duration/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Hours').fill('one');
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => dialog.getByText('The total activity duration must be a number of minutes.').count()).toBe(1);
  await expectAccessible(page, 'duration dialog with its error', '[role=dialog]');
  await dialog.getByLabel('Hours').fill('1');
  await dialog.getByLabel('Minutes').fill('30');
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Activity duration updated successfully.').count()).toBe(1);
  await expect.poll(() => page.locator('dd', { hasText: '1h 30m' }).count()).toBe(1);
  await expect.poll(() => page.getByText(/changed Total activity duration from 0h 0m to 1h 30m/).count()).toBe(1);
});

it('edits the change with its group values in place', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: /^edit$/i }).click();
  await page.waitForURL(/\/service-desk\/changes\/\d+\/edit$/);
  await expect.poll(() => page.getByLabel(/affected services/i).inputValue()).toBe('VPN, site-to-site tunnels');
  await expectAccessible(page, 'change edit form');
  expect(await page.getByRole('link', { name: 'view' }).count()).toBe(1);
  await page.getByLabel(/affected services/i).fill('VPN only');
  await page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => page.getByText('Change updated successfully.').count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'view' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Minor' }).textContent()).toContain('VPN only');
});

it('an agent on a closed change sees the actions disabled with the reason', async () => {
  const agent = await openBrowser();
  try {
    await logIn(agent, 'agent@example.com');
    // Demo change 5 is a closed Minor change.
    await agent.page.goto(agent.url('/service-desk/changes/5/show'));
    const more = agent.page.getByRole('button', { name: /more/i });
    await expect.poll(() => more.isDisabled()).toBe(true);
    expect(await agent.page.getByRole('button', { name: /change duration/i }).isDisabled()).toBe(true);
    await more.locator('..').hover();
    await expect.poll(() => agent.page.getByRole('tooltip').textContent()).toBe('You are not allowed to update this change.');
    await expectAccessible(agent.page, 'closed change with its disabled actions');
  } finally {
    await agent.browser.close();
  }
});
