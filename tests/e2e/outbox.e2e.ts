// The outbox screen in Chromium: an administrator finds a mail the server queued (no SMTP server in
// the e2e run, so it stays pending), opens it and follows its approval link; an agent has no entry.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sqliteClient } from '../../server/database/sqliteClient';
import { openDatabase } from '../../server/openDatabase';
import { DB_FILE } from '../../server/plugins/db';
import { queueMail } from '../../server/repositories/outbox';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let admin: Session;
let agent: Session;
beforeAll(async () => {
  [admin, agent] = await Promise.all([openBrowser(), openBrowser()]);
  await Promise.all([logIn(admin, 'admin@example.com'), logIn(agent, 'agent@example.com')]);
});
afterAll(async () => { await Promise.all([admin.browser.close(), agent.browser.close()]); });

const subject = `Approval wanted ${Date.now() % 100000}`;

/** A mail as the CAB queues it, written to the server's database (the server writes it in a transaction of its own). */
async function queueApprovalMail() {
  const db = sqliteClient(openDatabase(join(inject('dataDir'), DB_FILE)));
  try {
    await queueMail(db, { kind: 'cab_approval_request', recipient: 'linus.okafor@example.com', subject, body: 'Open /change-approval/not-a-real-token to approve or deny it.' });
  } finally {
    await db.close();
  }
}

it('shows an administrator the newest mail, pending, and opens it with its link', async () => {
  await queueApprovalMail();
  const { page, url } = admin;
  await page.goto(url('/service-desk/problem/list'));
  await page.getByRole('navigation').getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('heading', { name: 'Outbox' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect.poll(() => row.count()).toBe(1);
  // Newest first: the first row under the header.
  expect(await page.getByRole('row').nth(1).textContent()).toContain(subject);
  expect(await row.textContent()).toContain('linus.okafor@example.com');
  expect(await row.textContent()).toContain('pending');
  await page.getByRole('button', { name: `View ${subject}` }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await dialog.waitFor();
  const link = dialog.getByRole('link', { name: '/change-approval/not-a-real-token' });
  expect(await link.getAttribute('href')).toBe('/change-approval/not-a-real-token');
  await expectAccessible(page, 'mail dialog', '[role=dialog]');
  const [approvalPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await approvalPage.waitForURL(/\/(change-approval|not-found)/);
  expect(new URL(approvalPage.url()).origin).toBe(new URL(url('/')).origin);
});

it('gives an agent no menu entry and a notice on the address', async () => {
  const { page, url } = agent;
  await page.goto(url('/service-desk/problem/list'));
  await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: 'Problems' }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('navigation').getByRole('link', { name: 'Outbox' }).count()).toBe(0);
  await page.goto(url('/service-desk/outbox'));
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Only administrators can use this page.');
});
