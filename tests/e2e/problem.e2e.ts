import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';
import { focusedText } from './keyboard';
import { pickAssets } from './pickAssets';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const subject = `Badge readers reject cards ${Date.now() % 100000}`;

/** Picks the option of a reference select by typing part of its name. */
async function choose(label: RegExp, text: string) {
  const { page } = session;
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: new RegExp(text, 'i') }).first().click();
}

it('creates a problem with an attachment, then finds it in the list filtered by department', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  await page.getByRole('link', { name: /create/i }).first().click();
  await page.waitForURL(/\/service-desk\/problem\/create$/);
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(3);
  await page.getByLabel(/^subject/i).fill('x'.repeat(51));
  await expect.poll(() => page.getByText('The subject should be less than 50 characters.').count()).toBe(1);
  await expectAccessible(page, 'problem form with its errors');
  await page.getByLabel(/^subject/i).fill(subject);
  await choose(/requester/i, 'Grace');
  await choose(/department/i, 'Facilities');
  await choose(/impact/i, 'High');
  // The form starts on the file's initial status.
  await expect.poll(() => page.getByRole('combobox', { name: /status/i }).inputValue()).toBe('Open');
  await choose(/priority/i, 'Emergency');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Readers on the 2nd floor refuse every badge since the firmware update.');
  await page.setInputFiles('input[type=file]', { name: 'reader-log.txt', mimeType: 'text/plain', buffer: Buffer.from('E42 badge refused\n'.repeat(64)) });
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Problem created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/problem/list', { timeout: 10000 });

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(/^department/i, 'Facilities');
  await expect.poll(async () => (await page.locator('tbody tr').allTextContents()).every((row) => row.includes('Facilities'))).toBe(true);
  await expectAccessible(page, 'problem list with its filter drawer');
  // Closed, the drawer leaves the chosen department as a chip above the rows.
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('row', { name: new RegExp(subject) }).count()).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: 'Remove Department: Facilities' }).count()).toBe(1);
});

it('shows the problem with its attachment and activity', async () => {
  const { page } = session;
  await page.getByRole('row', { name: new RegExp(subject) }).getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/problem\/\d+\/show$/);
  await expect.poll(() => page.getByRole('heading', { name: subject }).count()).toBe(1);
  const download = page.getByRole('link', { name: /reader-log\.txt \(1\.13 KB\)/ });
  expect(await download.getAttribute('href')).toMatch(/^\/service-desk\/download\/\d+\/sd_problem:\d+\/attachment$/);
  await expect.poll(() => page.getByText(/Ada Admin.*created this problem/).count()).toBe(1);
  await expectAccessible(page, 'problem page');
});

it('adds a root cause, attaches two assets and a ticket', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /planning/i }).click();
  await page.getByRole('menuitem', { name: /root cause/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByRole('dialog').getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'root cause dialog with its error', '[role=dialog]');
  await page.getByRole('dialog').locator('.ProseMirror').click();
  await page.keyboard.type('Firmware 4.2 dropped support for the old badge format.');
  await page.getByRole('dialog').getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await page.getByRole('tab', { name: /planning/i }).click();
  await expect.poll(() => page.getByText('Firmware 4.2 dropped support for the old badge format.').count()).toBe(1);

  await page.getByRole('button', { name: /associate/i }).click();
  await page.getByRole('menuitem', { name: /attach asset/i }).click();
  await page.getByRole('dialog').getByRole('list', { name: /choose assets/i }).waitFor();
  await expectAccessible(page, 'attach assets dialog', '[role=dialog]');
  // Escape closes a dialog and gives focus back to what opened it (the menu's button).
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => focusedText(page)).toMatch(/associate/i);
  await page.getByRole('button', { name: /associate/i }).click();
  await page.getByRole('menuitem', { name: /attach asset/i }).click();
  // The picker offers filters (asset type, used by, ...) and a search, applied together, above the list of assets.
  await pickAssets(page, ['AST-0001', 'AST-0002']);
  await page.getByRole('tab', { name: /associated assets/i }).click();
  await expect.poll(() => page.getByRole('tabpanel').locator('tbody tr').count()).toBe(2);

  await page.getByRole('button', { name: /associate/i }).click();
  await page.getByRole('menuitem', { name: /attach ticket/i }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('TKT-1007');
  await page.getByRole('option', { name: /TKT-1007/ }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: /attach/i }).click();
  await page.getByRole('tab', { name: /associated tickets/i }).click();
  await expect.poll(() => page.getByRole('tabpanel').getByText('#TKT-1007').count()).toBe(1);
  await page.getByRole('tab', { name: /activity/i }).click();
  await expect.poll(() => page.getByText(/attached ticket #TKT-1007/).count()).toBe(1);
});

it('bulk-assigns the attached ticket to an agent', async () => {
  const { page } = session;
  await page.getByRole('tab', { name: /associated tickets/i }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('row', { name: /#TKT-1007/ }).getByRole('checkbox').check();
  await panel.getByRole('button', { name: /bulk actions \(1\)/i }).click();
  await page.getByRole('menuitem', { name: /^assign$/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /^agents$/i }).check();
  await expectAccessible(page, 'bulk assign dialog', '[role=dialog]');
  await dialog.getByRole('combobox').fill('Radia');
  await page.getByRole('option', { name: /Radia Perlman/ }).click();
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => panel.getByRole('row', { name: /#TKT-1007/ }).textContent()).toContain('Radia Perlman');
});

it('attaches a new change created from the problem, and sees it in the changes tab', async () => {
  const { page } = session;
  const problemUrl = page.url();
  await page.getByRole('button', { name: /associate/i }).click();
  await page.getByRole('menuitem', { name: /attach new change/i }).click();
  // The change form opens in an 800 px dialog on the problem page (spec: create new change from a problem).
  const form = page.getByRole('dialog', { name: /attach new change/i });
  await form.getByLabel(/^subject/i).waitFor();
  expect(await form.evaluate((node) => node.getBoundingClientRect().width)).toBe(800);
  await page.screenshot({ path: '/tmp/spec-diffs/problem-new-change-1440.png' }).catch(() => undefined);
  expect(page.url()).toBe(problemUrl);
  await form.getByLabel(/^subject/i).fill(`Replace badge reader firmware ${subject.slice(-5)}`);
  await choose(/requester/i, 'Grace');
  // The change form starts Open and Standard (the file's x-ref.initial).
  await expect.poll(() => page.getByRole('combobox', { name: /^status/i }).inputValue()).toBe('Open');
  await expect.poll(() => page.getByRole('combobox', { name: /change type/i }).inputValue()).toBe('Standard');
  await form.locator('.ProseMirror').click();
  await page.keyboard.type('Roll back readers to firmware 4.1.');
  await form.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Change created successfully.').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10000 }).toBe(0);
  expect(page.url()).toBe(problemUrl);
  await page.getByRole('tab', { name: /associated changes/i }).click();
  await expect.poll(() => page.getByRole('tabpanel').getByText(`Replace badge reader firmware ${subject.slice(-5)}`).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: /associate/i }).click();
  expect(await page.getByRole('menuitem', { name: /attach new change|attach existing change/i }).count()).toBe(0);
  await expect.poll(() => page.getByRole('menuitem', { name: /detach change/i }).count()).toBe(1);
  await page.keyboard.press('Escape');
});

it('closes the problem after a confirmation', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: /close/i }).click();
  // Closing goes through the status modal: a status change, are-you-sure, its button 'close'.
  const modal = page.getByRole('dialog', { name: 'Change the status of this problem' });
  await expect.poll(() => modal.getByText(/are you sure you want to close this problem/i).count()).toBe(1);
  await expectAccessible(page, 'close confirmation', '[role=dialog]');
  await modal.getByRole('button', { name: 'close' }).click();
  await expect.poll(() => page.getByText('Problem closed successfully.').count()).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /activity/i }).click();
  await expect.poll(() => page.getByText(/changed Active from inactive|changed Active from active to inactive/i).count()).toBe(1);
  await page.getByRole('button', { name: /more/i }).click();
  await expect.poll(() => page.getByRole('menuitem', { name: /delete/i }).count()).toBe(1);
  expect(await page.getByRole('menuitem', { name: /^edit$|close/i }).count()).toBe(0);
  await page.keyboard.press('Escape');
});

it('an agent sees no delete, cannot edit a closed problem, and follows a ticket to its page', async () => {
  const agent = await openBrowser();
  try {
    await logIn(agent, 'agent@example.com');
    await agent.page.goto(agent.url('/service-desk/problem/list'));
    await expect.poll(() => agent.page.locator('tbody tr').count()).toBe(10);
    expect(await agent.page.getByRole('button', { name: /^delete$/i }).count()).toBe(0);
    await agent.page.locator('tbody tr').nth(1).getByRole('link', { name: 'view' }).click();
    await agent.page.getByRole('button', { name: /more/i }).click();
    await expect.poll(() => agent.page.getByRole('menuitem').count()).toBeGreaterThan(0);
    expect(await agent.page.getByRole('menuitem', { name: /delete/i }).count()).toBe(0);
    await agent.page.keyboard.press('Escape');

    // A closed problem gives an agent no edit rights: its More menu is gone, and the server refuses an edit.
    await agent.page.goto(agent.url('/service-desk/problem/8/show'));
    await expect.poll(() => agent.page.getByRole('button', { name: /planning/i }).count()).toBe(1);
    expect(await agent.page.getByRole('button', { name: /more/i }).count()).toBe(0);
    await agent.page.goto(agent.url('/service-desk/problem/8/edit'));
    await agent.page.getByRole('button', { name: 'update' }).click();
    await expect.poll(() => agent.page.getByText('The problem is closed and can not be changed.').count()).toBe(1);
    await expectAccessible(agent.page, 'problem edit form refused');

    // Linked tickets open the help desk's ticket page.
    await agent.page.goto(agent.url('/service-desk/problem/2/show'));
    await agent.page.getByRole('tab', { name: /associated tickets/i }).click();
    const first = agent.page.getByRole('tabpanel').locator('tbody tr').first().getByRole('link').first();
    const number = await first.textContent();
    await first.click();
    await agent.page.waitForURL(new RegExp(`/thread/${number}$`));
    await expect.poll(() => agent.page.getByText(/#TKT-\d+/).count()).toBeGreaterThan(0);
  } finally {
    await agent.browser.close();
  }
});
