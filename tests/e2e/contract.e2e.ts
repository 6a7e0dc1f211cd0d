// A contract through its lifecycle in Chromium: an administrator creates one with a vendor and an
// approver (the status locks to Draft), the approver opens the link from the mail (read from the
// outbox) in a fresh browser without a session and approves; the detail page shows the new status
// and history; the contract is extended (approved in the app) and then terminated. A link sent before
// its contract changed says it no longer works.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { expectAccessible } from './accessibility';
import { choose, logIn, openBrowser, type Session } from './browser';

let session: Session;
let context: BrowserContext | undefined;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(async () => {
  await context?.close();
  await session.browser.close();
});

const name = `Toner supply ${Date.now() % 100000}`;
let contractId: number;

/** The newest approval link mailed about the contract, as the outbox keeps it. */
function mailedLink(id: number): string {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly: true });
  try {
    const mail = db.prepare("SELECT body FROM outbox WHERE kind = 'contract_approval_request' AND body LIKE ? ORDER BY id DESC LIMIT 1").get(`%/${id}?decision=%`) as { body: string };
    return /\/service-desk\/contract-approval\/[A-Za-z0-9_-]{43}\/\d+/.exec(mail.body)![0];
  } finally {
    db.close();
  }
}

const status = () => session.page.locator('dd').filter({ hasText: /^(Draft|Waiting for approval|Approved|Active|Expired|Terminated|Rejected)$/ }).first().textContent();

it('creates a contract with a vendor and an approver: the status locks to Draft, then it waits for approval', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/contracts/create'));
  await page.getByLabel(/^name/i).fill(name);
  await choose(page, /^contract status/i, 'Active');
  await choose(page, /^approver/i, 'Grace');
  await expect.poll(() => page.getByRole('combobox', { name: /^contract status/i }).inputValue()).toBe('Draft');
  expect(await page.getByRole('combobox', { name: /^contract status/i }).isDisabled()).toBe(true);
  // The status says why it is Draft.
  await expect.poll(() => page.getByText(/^Draft because an approver is chosen: saving sends the contract to the approver/).count()).toBe(1);
  await choose(page, /^contract type/i, 'Maintenance');
  // Pasted letters are refused; typed digits keep one point and two decimals.
  await page.getByLabel(/^cost/i).fill('12a500');
  expect(await page.getByLabel(/^cost/i).inputValue()).toBe('');
  await page.getByLabel(/^cost/i).pressSequentially('12500.505');
  expect(await page.getByLabel(/^cost/i).inputValue()).toBe('12500.50');
  // The cost names the server's currency beside it.
  expect(await page.getByText('EUR', { exact: true }).count()).toBe(1);
  await choose(page, /^vendor/i, 'Dell');
  // A vendor hides the user: a contract has one or the other.
  await expect.poll(() => page.getByRole('combobox', { name: /^user$/i }).count()).toBe(0);
  await expectAccessible(page, 'contract form with a vendor and an approver');
  await page.screenshot({ path: '/tmp/records-server/contract-form.png', fullPage: true }).catch(() => undefined);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Toner for every office printer, delivered monthly.');
  await page.getByLabel(/^start date/i).first().fill('2026-01-01');
  await page.getByLabel(/^expiry date/i).first().fill('2027-12-31');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Contract created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/contracts/list', { timeout: 10000 });
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/contracts\/\d+\/show$/);
  contractId = Number(/contracts\/(\d+)\/show/.exec(page.url())![1]);
  await expect.poll(status).toBe('Waiting for approval');
  await expect.poll(() => page.getByText(/sent the contract for approval to/).count()).toBe(1);
  await expectAccessible(page, 'contract page waiting for approval');
});

it('lets the approver decide by the mailed link, with no session: approve, then home after 2 s', async () => {
  context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(session.url(mailedLink(contractId)));
  await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
  await expectAccessible(page, 'contract approval page with its error');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
  await page.waitForURL((u) => !u.pathname.includes('contract-approval'), { timeout: 5000 });
  // The link decided once: opening it again says so and offers no form.
  await page.goto(session.url(mailedLink(contractId)));
  await expect.poll(() => page.getByText(/already been used/).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  await expectAccessible(page, 'contract approval page of a used link');
});

it('shows the new status and the approval in the activity and history', async () => {
  const { page, url } = session;
  await page.goto(url(`/service-desk/contracts/${contractId}/show`));
  await expect.poll(status).toBe('Active');
  await expect.poll(() => page.getByText(/approved the contract/).count()).toBe(1);
  // Money in the server's currency, on the page and in the history, and the history's dates as the page's.
  expect(await page.locator('dd').filter({ hasText: /^€12,500\.50$/ }).count()).toBe(1);
  await page.getByRole('tab', { name: /contract history/i }).click();
  await expect.poll(() => page.getByText('current', { exact: true }).count()).toBe(1);
  const version = page.getByRole('tabpanel').getByRole('listitem').first();
  expect(await version.textContent()).toContain('€12,500.50');
  expect(await version.textContent()).toMatch(/January 1st 2026, 12:00 am/);
  await expectAccessible(page, 'contract history tab', '[role=tabpanel]');
  await page.screenshot({ path: '/tmp/records-server/contract-history.png', fullPage: true }).catch(() => undefined);
});

it('extends the contract from its end; the administrator approves the extension in the app', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /^extend$/i }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByLabel(/^start date/i).first().isDisabled()).toBe(true);
  await expectAccessible(page, 'extend contract dialog', '[role=dialog]');
  await dialog.getByLabel(/^expiry date/i).first().fill('2028-12-31');
  await choose(page, /^approver/i, 'Ada');
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText(/extended successfully/).count()).toBe(1);
  await expect.poll(() => page.getByText('Waiting for approval').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^approve$/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Contract approved successfully.').count()).toBe(1);
  await expect.poll(() => page.getByText('Extended', { exact: true }).count()).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /contract history/i }).click();
  await expect.poll(() => page.getByText('Extension', { exact: true }).count()).toBe(1);
});

it('terminates the contract with a reason, after saying what happens to a waiting renewal: its actions are gone', async () => {
  const { page } = session;
  await page.getByRole('button', { name: /^terminate$/i }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText(/A renewal or extension still waiting for its approver is dropped with it/).count()).toBe(1);
  await expectAccessible(page, 'terminate dialog', '[role=dialog]');
  await dialog.locator('.ProseMirror').click();
  await page.keyboard.type('The vendor closed its office.');
  await page.screenshot({ path: '/tmp/records-server/contract-terminate.png' }).catch(() => undefined);
  await dialog.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Contract terminated successfully.').count()).toBe(1);
  await page.getByRole('tab', { name: /activity log/i }).click();
  await expect.poll(() => page.getByText(/terminated the contract, reason: The vendor closed its office\./).count()).toBe(1);
  await expect.poll(status).toBe('Terminated');
  for (const action of [/^extend$/i, /^renew$/i, /^terminate$/i, /^edit$/i]) expect(await page.getByRole('button', { name: action }).count()).toBe(0);
});

it('shows markup and formulas in a name as text on the list and the detail page, running nothing', async () => {
  const { page, url } = session;
  let dialogs = 0;
  page.on('dialog', (dialog) => { dialogs += 1; void dialog.dismiss(); });
  const hostile = '=1+1 <img src=x onerror="alert(1)">';
  const id = await page.evaluate(async (title) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    const fields = { name: title, contract_type_id: '1', cost: '10', status_id: '1', vendor_id: '1', description: '<p>x</p><script>alert(2)</script>',
      contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-01-01 00:00:00' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await fetch('/service-desk/api/contract', { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } });
    return (await response.json()).data.id as number;
  }, hostile);
  await page.goto(url('/service-desk/contracts/list'));
  await page.getByRole('searchbox').fill('onerror');
  await expect.poll(() => page.getByText(hostile.slice(0, 20), { exact: false }).count()).toBeGreaterThan(0);
  await page.goto(url(`/service-desk/contracts/${id}/show`));
  await expect.poll(() => page.getByRole('heading', { name: /=1\+1 <img/ }).count()).toBe(1);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

it('says a link sent before its contract changed no longer works, showing nothing of the contract', async () => {
  const { page, url } = session;
  const waiting = `Paper supply ${Date.now() % 100000}`;
  const id = await page.evaluate(async (title) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    const fields = { name: title, contract_type_id: '1', cost: '10', status_id: '1', vendor_id: '1', description: '<p>x</p>', approver_id: '4',
      contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-01-01 00:00:00' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const created = (await (await fetch('/service-desk/api/contract', { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } })).json()).data.id as number;
    await fetch(`/service-desk/api/contract-attach-asset?contract_id=${created}`, { method: 'POST', body: JSON.stringify({ asset_ids: [3] }),
      headers: { 'X-XSRF-TOKEN': csrf, 'Content-Type': 'application/json' } });
    return created;
  }, waiting);
  context ??= await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const approver = await context.newPage();
  await approver.goto(url(mailedLink(id)));
  await expect.poll(() => approver.getByRole('heading', { name: 'This approval link no longer works' }).count()).toBe(1);
  expect(await approver.getByRole('alert').textContent()).toMatch(/^The contract has been edited since this link was sent/);
  expect(await approver.getByText(waiting).count()).toBe(0);
});
