// A change through its approval board in Chromium: an administrator applies the two-level Standard
// board, the agent approves level one in the app, and the level-two approver opens the link from the
// mail (read from the outbox) in a fresh browser without logging in and denies with a comment: the
// change follows the board's action_on_deny (Planning).
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await session.browser.close();
});

const subject = `Move the print server to the new VLAN ${Date.now() % 100000}`;
let changeId: number;
// Markup an approver must see as text or not at all, never run.
let dialogs = 0;

/** A page of its own (cookies and all) in the same browser. */
async function freshPage(): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => { dialogs += 1; void dialog.dismiss(); });
  return page;
}

/** The raw link token of the newest mail to a person, as the outbox keeps it. */
function mailedToken(email: string): string {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly: true });
  try {
    const mail = db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string };
    return /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1];
  } finally {
    db.close();
  }
}

async function openCabs(page: Page) {
  await page.goto(session.url(`/service-desk/changes/${changeId}/show`));
  await page.getByRole('tab', { name: 'CABs' }).click();
}

it('applies the Standard board to a new change: level one is active, level two waits', async () => {
  const { page } = session;
  changeId = await page.evaluate(async (title) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    const fields = { subject: title, description: '<p>Printers move to VLAN 40.</p><img src=x onerror="alert(1)">', requester_id: '9', status_id: '1', change_type_id: '2' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch('/service-desk/api/change', { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } });
    return (await response.json()).data.id as number;
  }, subject);
  await openCabs(page);
  await page.getByRole('button', { name: 'Apply CAB' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByRole('button', { name: 'apply' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'apply CAB dialog', '[role=dialog]');
  await dialog.getByRole('combobox', { name: /approval board/i }).fill('Standard');
  await page.getByRole('option', { name: /Standard change board/ }).click();
  await dialog.getByRole('button', { name: 'apply' }).click();
  await expect.poll(() => page.getByText('Approval board applied successfully.').count()).toBe(1);
  const board = page.getByRole('region', { name: 'Standard change board' });
  await board.waitFor({ timeout: 10000 });
  expect(await board.getByRole('group', { name: 'Technical review' }).getAttribute('data-active')).toBe('true');
  expect(await board.getByRole('group', { name: 'Management approval' }).getAttribute('data-active')).toBe('false');
  await expect.poll(() => page.getByText('Awaiting approval').count()).toBeGreaterThan(0);
  await expectAccessible(page, 'CABs tab with an applied board', '[role=tabpanel]');
});

it('lets the agent approve level one in the app, with the exact question and a required comment', async () => {
  const page = await freshPage();
  await logIn({ ...session, page }, 'agent@example.com');
  await openCabs(page);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('are you sure you want to approve? mention a reason').count()).toBe(1);
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'approve dialog with its error', '[role=dialog]');
  await dialog.getByLabel(/comment/i).fill('Tested on the spare switch port');
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
  // The page reloads two seconds later: level two is the active one now.
  const level2 = page.getByRole('group', { name: 'Management approval' });
  await expect.poll(() => level2.getAttribute('data-active'), { timeout: 10000 }).toBe('true');
  expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
});

it('lets the level-two approver deny through the mailed link without logging in: the change goes to Planning', async () => {
  const page = await freshPage();
  await page.goto(session.url(`/change-approval/${mailedToken('admin@example.com')}`));
  await expect.poll(() => page.getByRole('heading', { name: subject }).count()).toBe(1);
  await expect.poll(() => page.getByText('Printers move to VLAN 40.').count()).toBe(1);
  expect(await page.locator('img[onerror]').count()).toBe(0);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'change approval page with its error');
  await page.getByLabel(/comment/i).fill('Wait until the network freeze ends');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect.poll(() => page.getByText('Your denial has been recorded.').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Deny' }).count()).toBe(0);
  await expectAccessible(page, 'change approval page after the decision');
  expect(dialogs).toBe(0);

  await page.goto(session.url('/change-approval/not-a-link-anybody-issued'));
  await page.waitForURL(/\/not-found$/);
  await expect.poll(() => page.getByText('Invalid approval link.').count()).toBe(1);
  await expectAccessible(page, 'approval link not found');

  const { page: adminPage } = session;
  await openCabs(adminPage);
  const board = adminPage.getByRole('region', { name: 'Standard change board' });
  await expect.poll(() => board.locator('[data-status="DENIED"]').count()).toBeGreaterThan(0);
  await expect.poll(() => adminPage.getByText('Planning', { exact: true }).count()).toBeGreaterThan(0);
});
