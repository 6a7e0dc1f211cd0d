// Deciding on a change's board in Chromium when the decision is made for someone: the agent asks for
// approval of his own change, so his entry on level one is the administrator's to decide. The tab says
// why he can not decide and offers her no reminder to him and no removal of herself. The approve
// dialog names the level and board, says for whom she decides and keeps its button off until she
// ticks the confirmation; the level then shows both names. While the board waits, the agent's form
// and close are refused with the reason where he looks. On a phone the levels stack instead of
// running off the screen, and the tools are icons that still say what they do to a screen reader.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { askChangeApproval } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
let agentContext: BrowserContext;
let agent: Session;
let changeId: number;
const subject = `Patch the badge readers ${Date.now() % 100000}`;

beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
  agentContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  agent = { ...session, page: await agentContext.newPage() };
  await logIn(agent, 'agent@example.com');
  changeId = await askChangeApproval(agent.page, subject);
});
afterAll(async () => {
  await agentContext?.close();
  await session.browser.close();
});

async function openCabs(page: Page) {
  await page.goto(session.url(`/service-desk/changes/${changeId}/show`));
  await page.getByRole('tab', { name: 'CABs' }).click();
  await page.getByRole('region', { name: 'Standard change board' }).waitFor();
}

it('offers the administrator only what the server accepts: no reminder to the creator, no removal of herself, and a board removal that says so', async () => {
  const { page } = session;
  await openCabs(page);
  const level1 = page.getByRole('group', { name: 'Technical review' });
  const level2 = page.getByRole('group', { name: 'Management approval' });
  await expect.poll(() => level1.getByText('Can not decide: created the change').count()).toBe(1);
  expect(await level1.getByRole('button', { name: 'Send reminder to Alan Agent' }).count()).toBe(0);
  expect(await level1.getByRole('button', { name: 'Remove Alan Agent' }).count()).toBe(1);
  expect(await level1.getByRole('button', { name: 'Send reminder to Grace Hopper' }).count()).toBe(1);
  // Her own row on the next level: reminders to it will go (faded until it is active), a removal never would.
  expect(await level2.getByRole('button', { name: 'Remove Ada Admin' }).count()).toBe(0);
  expect(await level2.getByRole('button', { name: 'Send reminder to Ada Admin' }).isDisabled()).toBe(true);
  expect(await level2.getByRole('button', { name: 'Remove Barbara Liskov' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Remove', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Remove board' }).textContent()).toBe('Remove board');
  await expectAccessible(page, 'CABs tab with an approver who can not decide', '[role=tabpanel]');
});

it('says for whom an administrator decides, waits for her confirmation, and shows both names afterwards', async () => {
  const { page } = session;
  await openCabs(page);
  await page.getByRole('button', { name: 'Approve Technical review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Technical review' });
  await expect.poll(() => dialog.getByText('Are you sure you want to approve the level Technical review of the approval board Standard change board? Mention a reason below.').count()).toBe(1);
  expect(await dialog.getByText('You are deciding for Alan Agent, who created the change.').count()).toBe(1);
  const confirm = dialog.getByRole('button', { name: 'confirm' });
  await dialog.getByLabel(/comment/i).fill('Checked the firmware notes for Alan');
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: 'I confirm that I am deciding for Alan Agent.' }).check();
  expect(await confirm.isDisabled()).toBe(false);
  await expectAccessible(page, 'approve dialog deciding for the creator', '[role=dialog]');
  await confirm.click();
  await expect.poll(() => page.getByText('Your approval has been recorded.').count()).toBe(1);
  const level1 = page.getByRole('group', { name: 'Technical review' });
  await expect.poll(() => level1.getByText('Approved by Ada Admin for Alan Agent, who created the change').count(), { timeout: 10000 }).toBe(1);
  await expect.poll(() => page.getByRole('group', { name: 'Management approval' }).getAttribute('data-active')).toBe('true');
});

it('refuses the agent\'s move to the status the board decides, under Status, and his close in the alert area', async () => {
  const { page } = agent;
  await page.goto(session.url(`/service-desk/changes/${changeId}/edit`));
  await page.getByRole('combobox', { name: /^status/i }).fill('Pending release');
  await page.getByRole('option', { name: 'Pending release' }).click();
  await page.getByRole('button', { name: 'update' }).click();
  const refusal = 'The status Pending release is set by the decision of the approval board Standard change board, which is pending: wait for it, or remove the board first.';
  await expect.poll(() => page.getByText(refusal).count()).toBe(1);
  await expectAccessible(page, 'change form refused by its pending board');
  await page.goto(session.url(`/service-desk/changes/${changeId}/show`));
  await page.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: /close/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'yes' }).click();
  await expect.poll(() => page.getByText('The change can not be closed while the approval board Standard change board is pending: wait for its decision, or remove the board first.').count()).toBe(1);
  await expect.poll(() => page.getByText('Awaiting approval').count()).toBeGreaterThan(0);
});

it('stacks the levels on a phone, with icon tools that keep their names, and never scrolls sideways', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 390, height: 844 });
  await openCabs(page);
  const [first, second] = await Promise.all(['Technical review', 'Management approval'].map((name) => page.getByRole('group', { name }).boundingBox()));
  expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
  expect(second!.x + second!.width).toBeLessThanOrEqual(390);
  const remind = page.getByRole('button', { name: 'Send reminder to Barbara Liskov' });
  expect(await remind.count()).toBe(1);
  expect((await remind.textContent())?.trim()).toBe('');
  expect(await page.getByRole('button', { name: 'Approve Management approval' }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'CABs tab on a phone', '[role=tabpanel]');
  await page.setViewportSize({ width: 1280, height: 900 });
});
