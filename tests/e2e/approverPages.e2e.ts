// Approvers see what they decide on, in Chromium: a change's and a contract's public page opened from
// the mailed link with a choice (?decision=), as a mail client opens it (no session): what is to be
// decided, the choice preselected with the comment focused and nothing decided until the button is
// pressed, then the new state; and the outbox naming each kind of mail in words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { newestApprovalLink, post } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'admin@example.com');
});
afterAll(() => session.browser.close());

const GRACE = 'grace.hopper@example.com';
const subject = `Swap the core router ${Date.now() % 100000}`;

/** The approval status of a change as the administrator's app reads it. */
const levelStatuses = (changeId: number) => session.page.evaluate(async (id) => {
  const body = await (await fetch(`/service-desk/api/change-approval-status/${id}`)).json();
  return body.data[0].approval_levels.map((level: { approve_users: Array<{ status: string }> }) => level.approve_users.map((user) => user.status));
}, changeId);

/** An approver's browser: no session of the desk, a page opened as from a mail. */
async function approverPage() {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

it('shows a change\'s approver what they decide on, preselects the mailed choice without deciding, and shows the level decided after Approve', async () => {
  const { page: admin } = session;
  await admin.goto(session.url('/service-desk/changes/list'));
  const change = await post(admin, '/service-desk/api/change', {
    subject, description: '<p>At night, both cores.</p>', requester_id: '9', status_id: '1', change_type_id: '2', priority_id: '3', impact_id: '2', risk: 'High',
    planned_start_date: '2026-03-10 20:00:00', planned_end_date: '2026-03-10 23:30:00',
  });
  await post(admin, `/service-desk/api/general-popup/${change.data.id}/sd_changes/rollout-plan`, { description: '<p>Core one, then core two.</p>' });
  await post(admin, `/service-desk/api/general-popup/${change.data.id}/sd_changes/backout-plan`, { description: '<p>Boot the previous image.</p>' });
  await post(admin, '/service-desk/api/apply-cab-approval', { change_id: String(change.data.id), workflow_id: '1' });

  const { context, page } = await approverPage();
  try {
    await page.goto(session.url(`${newestApprovalLink('change', GRACE)}?decision=approve`));
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    expect(await page.getByTestId('approval-asked').textContent()).toBe('The level Technical review of the approval board Standard change board asks Grace Hopper for a decision on this change.');
    const facts = await page.getByTestId('approval-facts').textContent();
    for (const shown of ['Requester', 'Ken Tanaka', 'Planned start', 'March 10th 2026, 8:00 pm', 'Planned end', 'March 10th 2026, 11:30 pm', 'Risk', 'High']) expect(facts).toContain(shown);
    expect(await page.getByRole('region', { name: 'Rollout plan' }).textContent()).toContain('Core one, then core two.');
    expect(await page.getByRole('region', { name: 'Backout plan' }).textContent()).toContain('Boot the previous image.');
    const levels = page.getByRole('region', { name: 'Levels of the approval board Standard change board' });
    expect(await levels.textContent()).toContain('Management approval: Pending');
    // The choice is made, not sent: Approve stands out, the comment has the focus, every entry still pending.
    expect(await page.getByRole('button', { name: 'Approve' }).getAttribute('class')).toContain('MuiButton-contained');
    expect(await page.getByRole('button', { name: 'Deny' }).getAttribute('class')).toContain('MuiButton-outlined');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await levelStatuses(change.data.id)).toEqual([['PENDING', 'PENDING'], ['PENDING', 'PENDING']]);
    await expectAccessible(page, 'change approval page with a mailed choice');
    await page.keyboard.type('Tested on the spare core.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
    await expect.poll(() => levels.textContent()).toContain('Grace Hopper: Approved');
    expect(await levels.textContent()).toContain('Technical review: Approved');
    expect(await levelStatuses(change.data.id)).toEqual([['PENDING', 'APPROVED'], ['PENDING', 'PENDING']]);
  } finally {
    await context.close();
  }
});

it('shows a contract\'s approver its description, term, cost and parties, and after the decision its new status', async () => {
  const name = `Printer fleet care ${Date.now() % 100000}`;
  await post(session.page, '/service-desk/api/contract', {
    name, contract_type_id: '1', cost: '12500.5', status_id: '1', vendor_id: '1', approver_id: '2', description: '<p>Toner and <strong>repairs</strong> for every floor.</p>',
    contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-12-31 23:30:00',
  });
  const { context, page } = await approverPage();
  try {
    await page.goto(session.url(`${newestApprovalLink('contract', 'agent@example.com')}?decision=reject`));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByTestId('approval-description').textContent()).toBe('Toner and repairs for every floor.');
    const facts = await page.getByTestId('approval-facts').textContent();
    for (const shown of ['January 1st 2026, 12:00 am', 'December 31st 2027, 11:30 pm', '12,500.50', 'Approver', 'Alan Agent', 'Waiting for approval']) expect(facts).toContain(shown);
    expect(await page.getByRole('button', { name: 'Reject' }).getAttribute('class')).toContain('MuiButton-contained');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectAccessible(page, 'contract approval page with a mailed choice');
    // The approver changes their mind: the page's button decides, not the mail's.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
    await expect.poll(() => page.getByTestId('approval-facts').textContent()).not.toContain('Waiting for approval');
    expect(await page.getByTestId('approval-facts').textContent()).toContain('Active');
  } finally {
    await context.close();
  }
});

it('names each kind of mail in words in the outbox, and shows an approval mail\'s buttons and its plain-text part', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/outbox'));
  const row = page.getByRole('row').filter({ hasText: `Approval needed: ${subject}` }).first();
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain('Approval request');
  expect(await page.getByRole('table').textContent()).not.toMatch(/cab_approval_request|contract_approval_request/);
  expect(await page.getByRole('row').filter({ hasText: 'Contract approval request' }).count()).toBeGreaterThan(0);
  await row.getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('link', { name: 'Approve' }).first().getAttribute('href')).toMatch(/^\/change-approval\/[A-Za-z0-9_-]{43}\?decision=approve$/);
  expect(await dialog.getByRole('link', { name: 'Deny' }).first().getAttribute('href')).toMatch(/\?decision=deny$/);
  expect(await dialog.getByText('Plain-text part').count()).toBe(1);
  await expectAccessible(page, 'approval mail in the outbox', '[role=dialog]');
});
