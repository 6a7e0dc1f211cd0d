// Sensible defaults and no accidental final states, as an agent meets them: a create form's status
// starts on the value its resource file declares (x-ref.initial), the options keep the model's order,
// and a status only the record's actions reach (a completed release, a closed change, a contract
// waiting for approval) is never offered, on its own page or in the dialog a change opens.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

/** The combobox's shown value, once its look-up has named it, and the options it offers, in order. */
async function select(name: RegExp, scope = session.page.locator('body')) {
  const box = scope.getByRole('combobox', { name });
  await expect.poll(() => box.inputValue()).not.toBe('');
  const value = await box.inputValue();
  await box.click();
  const listbox = session.page.getByRole('listbox');
  await expect.poll(() => listbox.getByRole('option').count()).toBeGreaterThan(0);
  const options = await listbox.getByRole('option').allTextContents();
  await session.page.keyboard.press('Escape');
  return { value, options };
}

async function openCreate(path: string, heading: RegExp) {
  await session.page.goto(session.url(path));
  await expect.poll(() => session.page.getByRole('heading', { name: heading }).count()).toBe(1);
}

it('starts a new release Open, offers its statuses in the model\'s order and never Completed', async () => {
  await openCreate('/service-desk/releases/create', /create release/i);
  expect(await select(/^status/i)).toEqual({ value: 'Open', options: ['Open', 'On hold', 'In progress', 'Incomplete'] });
  // A priority is the agent's to judge: no start, the model's order.
  const priority = session.page.getByRole('combobox', { name: /^priority/i });
  expect(await priority.inputValue()).toBe('');
  await priority.click();
  await expect.poll(() => session.page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  await session.page.keyboard.press('Escape');
  await expectAccessible(session.page, 'release form starting on its initial status');
});

it('starts a change Open and Standard, and never offers Closed', async () => {
  await openCreate('/service-desk/changes/create', /create change/i);
  expect(await select(/^status/i)).toEqual({ value: 'Open', options: ['Open', 'Planning', 'Awaiting approval', 'Pending release', 'Pending review'] });
  expect((await select(/change type/i)).value).toBe('Standard');
});

it('starts a contract Draft and offers only the statuses its form may set', async () => {
  await openCreate('/service-desk/contracts/create', /create contract/i);
  expect(await select(/contract status/i)).toEqual({ value: 'Draft', options: ['Draft', 'Approved', 'Active'] });
});

it('starts a problem Open, statuses in the model\'s order, and never Closed (its close command\'s to set)', async () => {
  await openCreate('/service-desk/problem/create', /create problem/i);
  expect(await select(/^status/i)).toEqual({ value: 'Open', options: ['Open', 'Resolved', 'Pending', 'In Progress'] });
});

it('keeps Completed out of the release a change creates in a dialog, which saves Open as it starts', async () => {
  const { page } = session;
  // Demo change 19 is open and holds no release (every third change from position 1 does).
  await page.goto(session.url('/service-desk/changes/19/show'));
  await page.getByRole('button', { name: /associate/i }).click();
  await page.getByRole('menuitem', { name: /create release/i }).click();
  const dialog = page.getByRole('dialog');
  expect(await select(/^status/i, dialog)).toEqual({ value: 'Open', options: ['Open', 'On hold', 'In progress', 'Incomplete'] });
  await dialog.getByLabel(/subject/i).fill(`Defaults ${Date.now()}`);
  await dialog.getByRole('combobox', { name: /^priority/i }).fill('High');
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('combobox', { name: /release type/i }).fill('Minor');
  await page.getByRole('option', { name: 'Minor' }).click();
  await dialog.locator('.ProseMirror').click();
  await page.keyboard.type('Made from the change with the status it starts on.');
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Release created successfully.').count()).toBeGreaterThan(0);
  await page.goto(session.url('/service-desk/changes/19/show'));
  await page.getByRole('tab', { name: /releases/i }).click();
  await expect.poll(() => page.getByRole('tabpanel').getByText('Open').count()).toBeGreaterThan(0);
});
