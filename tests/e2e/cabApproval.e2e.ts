// A change through its approval board in Chromium: an administrator applies the two-level Standard
// board (and alone sees the tools that add and remove approvers), the agent approves level one in the
// app, and a level-two approver (Barbara Liskov: Ada created the change, so she gets no link) opens the
// link from the mail (read from the outbox) in a fresh browser without logging in and denies with a
// comment: the change follows the board's action_on_deny (Planning). Then the public page's refusals:
// a link whose holder became the change's requester, one sent before the change was edited, one expired.
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

/** Runs fn on the server's database, which keeps the outbox to itself. */
function withDatabase<T>(fn: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The raw link token of the newest mail to a person (about a change of this subject), as the outbox keeps it. */
function mailedToken(email: string, about = subject): string {
  const mail = withDatabase((db) => db.prepare('SELECT body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id DESC LIMIT 1').get(email, `%${about}`) as { body: string } | undefined);
  return /\/change-approval\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** Saves a change from the signed-in page, as the form does: creates one, or updates `id`. */
function saveChange(page: Page, fields: Record<string, string>): Promise<number> {
  return page.evaluate(async (values) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    const response = await fetch('/service-desk/api/change', { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } });
    return (await response.json()).data.id as number;
  }, fields);
}

/** Applies the Standard board from the signed-in page. */
function applyStandard(page: Page, id: number): Promise<number> {
  return page.evaluate(async (changeId) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const response = await fetch('/service-desk/api/apply-cab-approval', { method: 'POST', body: JSON.stringify({ change_id: changeId, workflow_id: 1 }),
      headers: { 'X-XSRF-TOKEN': csrf, 'Content-Type': 'application/json' } });
    return response.status;
  }, id);
}

async function openCabs(page: Page) {
  await page.goto(session.url(`/service-desk/changes/${changeId}/show`));
  await page.getByRole('tab', { name: 'CABs' }).click();
}

it('applies the Standard board to a new change: level one is active, level two waits', async () => {
  const { page } = session;
  changeId = await saveChange(page, { subject, description: '<p>Printers move to VLAN 40.</p><img src=x onerror="alert(1)">', requester_id: '9', status_id: '1', change_type_id: '2' });
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
  // The administrator manages the running board: add and remove approvers (remove_cab).
  const level1 = board.getByRole('group', { name: 'Technical review' });
  expect(await level1.getByRole('button', { name: 'Add approver to Technical review' }).count()).toBe(1);
  expect(await level1.getByRole('button', { name: 'Remove Grace Hopper' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Remove board' }).count()).toBe(1);
  await expectAccessible(page, 'CABs tab with an applied board', '[role=tabpanel]');
});

it('lets the agent approve level one in the app, asked in a sentence naming the level and board, with a required comment', async () => {
  const page = await freshPage();
  await logIn({ ...session, page }, 'agent@example.com');
  await openCabs(page);
  // Without remove_cab the agent reminds but neither adds nor removes approvers, nor the board.
  const level1 = page.getByRole('group', { name: 'Technical review' });
  await level1.waitFor();
  expect(await level1.getByRole('button', { name: 'Send reminder to Grace Hopper' }).count()).toBe(1);
  expect(await level1.getByRole('button', { name: /^Add approver/ }).count()).toBe(0);
  expect(await level1.getByRole('button', { name: 'Remove Grace Hopper' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Remove board' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Approve Technical review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Technical review' });
  await expect.poll(() => dialog.getByText('Are you sure you want to approve the level Technical review of the approval board Standard change board? Mention a reason below.').count()).toBe(1);
  // Alan decides his own entry: nobody to decide for, nothing to tick.
  expect(await dialog.getByRole('checkbox').count()).toBe(0);
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'approve dialog with its error', '[role=dialog]');
  await dialog.getByLabel(/comment/i).fill('Tested on the spare switch port');
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
  // The page reloads two seconds later: level two is the active one now.
  const level2 = page.getByRole('group', { name: 'Management approval' });
  await expect.poll(() => level2.getAttribute('data-active'), { timeout: 10000 }).toBe('true');
  expect(await page.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
});

it('lets the level-two approver deny through the mailed link without logging in: the change goes to Planning', async () => {
  const page = await freshPage();
  // Ada created the change: level two's link went to Barbara only.
  expect(mailedToken('admin@example.com')).toBe('');
  await page.goto(session.url(`/change-approval/${mailedToken('barbara.liskov@example.com')}`));
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

it('tells a link holder who became the change\'s requester that they can not decide, and a link sent before the edit that it no longer works', async () => {
  const { page } = session;
  const about = `Renumber the guest VLAN ${Date.now() % 100000}`;
  const fields = { subject: about, description: '<p>Guests move to VLAN 60.</p>', requester_id: '9', status_id: '1', change_type_id: '2' };
  const id = await saveChange(page, fields);
  expect(await applyStandard(page, id)).toBe(200);
  const [alan, grace] = [mailedToken('agent@example.com', about), mailedToken('grace.hopper@example.com', about)];
  await saveChange(page, { ...fields, id: String(id), status_id: '3', requester_id: '2' });

  const requester = await freshPage();
  await requester.goto(session.url(`/change-approval/${alan}`));
  await expect.poll(() => requester.getByRole('heading', { name: about }).count()).toBe(1);
  await expect.poll(() => requester.getByText('You requested this change, so you can not approve or deny it: another approver must decide.').count()).toBe(1);
  expect(await requester.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  const edited = await freshPage();
  await edited.goto(session.url(`/change-approval/${grace}`));
  await expect.poll(() => edited.getByRole('heading', { name: 'This approval link no longer works' }).count()).toBe(1);
  expect(await edited.getByRole('alert').textContent()).toMatch(/^The change has been edited since this link was sent/);
  expect(await edited.getByText('Guests move to VLAN 60.').count()).toBe(0);
  expect(edited.url()).toContain('/change-approval/');
});

it('says an expired link has expired, and shows nothing of the change', async () => {
  const { page } = session;
  const about = `Retire the old print queue ${Date.now() % 100000}`;
  const id = await saveChange(page, { subject: about, description: '<p>Queue PQ-7 goes.</p>', requester_id: '9', status_id: '1', change_type_id: '2' });
  expect(await applyStandard(page, id)).toBe(200);
  const token = mailedToken('grace.hopper@example.com', about);
  // Eight days pass for the link.
  withDatabase((db) => db.prepare("UPDATE change_cab_links SET created_at = datetime(created_at, '-8 days') WHERE level_id IN (SELECT l.id FROM change_cab_levels l JOIN change_cab_boards b ON b.id = l.change_cab_id WHERE b.change_id = ?)").run(id), false);
  const expired = await freshPage();
  await expired.goto(session.url(`/change-approval/${token}`));
  await expect.poll(() => expired.getByRole('heading', { name: 'This approval link no longer works' }).count()).toBe(1);
  expect(await expired.getByRole('alert').textContent()).toBe('This approval link has expired: links work for 7 days after they are sent. Ask for a reminder to get a new link.');
  expect(await expired.getByText(about).count()).toBe(0);
});
