// The home page in Chromium: an agent lands on his work and the desk's state. The CAB block lists a
// decision waiting for him (a change the administrator asked approval for at the Standard board,
// whose first level is his); approving it from the block, with the CABs tab's dialog and its comment,
// takes it off the block and moves the change's board to its next level. A chart's bar, and its table
// alternative's rows, open the list filtered to exactly the records counted: the list's total is the
// figure; so does a pie's slice, and the keyboard alone reaches a block's table and its rows' lists. A change he raises meanwhile in another tab shows when the window regains focus, without the block
// blanking while it is read again. Both themes pass axe (the phone: smallScreen.e2e.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { askChangeApproval, post } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
let agentContext: BrowserContext;
let agent: Session;
let changeId: number;
const subject = `Swap the core router ${Date.now() % 100000}`;

beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
  changeId = await askChangeApproval(session.page, subject);
  agentContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  agent = { ...session, page: await agentContext.newPage() };
  await logIn(agent, 'agent@example.com');
});
afterAll(async () => {
  await agentContext?.close();
  await session.browser.close();
});

const block = (page: Page, id: string) => page.locator(`[data-block="${id}"]`);
/** The block's figures read: its total once no read is under way. */
async function totalOf(page: Page, id: string): Promise<number> {
  await page.locator(`[data-block="${id}"][aria-busy="false"]`).waitFor();
  return Number(await block(page, id).getAttribute('data-total'));
}
const pagerTotal = (page: Page) => page.locator('.sd-pager-range').textContent().then((text) => Number(text?.split(' of ')[1]));
const boardsOf = (page: Page, id: number) => page.evaluate(async (url) => (await fetch(url)).json(), `/service-desk/api/change-approval-status/${id}`);

it('lists the CAB decision waiting for the agent; approving it in place takes it off and moves the board on', async () => {
  const { page } = agent;
  await page.goto(session.url('/'));
  const cab = block(page, 'my-cab-decisions');
  await cab.getByRole('link', { name: subject }).waitFor();
  await cab.getByRole('button', { name: `Approve ${subject}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to approve the level Technical review of the approval board Standard change board?', { exact: false }).waitFor();
  await expectAccessible(page, 'CAB decision dialog on the home page', '[role=dialog]');
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await dialog.getByText('This field is required.').waitFor();
  await dialog.getByLabel(/comment/i).fill('Tested on the spare router.');
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => cab.getByRole('link', { name: subject }).count()).toBe(0);
  const [board] = (await boardsOf(session.page, changeId)).data;
  expect(board.approval_levels.map((level: { name: string; status: string; is_active: unknown }) => [level.name, level.status, Boolean(level.is_active)]))
    .toEqual([['Technical review', 'APPROVED', false], ['Management approval', 'PENDING', true]]);
});

it('opens, from a bar of a chart and from a row of its table, the list filtered to exactly the records the figure counts', async () => {
  const { page } = agent;
  await page.goto(session.url('/'));
  const chart = block(page, 'problems-by-status');
  const total = await totalOf(page, 'problems-by-status');
  await chart.locator('[data-chart-kind="horizontal"] svg').waitFor();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const rows = chart.getByRole('table').locator('tbody tr');
  const counts = (await rows.locator('td:last-child').allTextContents()).map(Number);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
  const [firstName, secondName] = await rows.locator('td:first-child').allTextContents();
  // The table's second row, a link to its group's list.
  await chart.getByRole('link', { name: secondName }).click();
  await page.waitForURL(/\/service-desk\/problem\/list\?filter=/);
  await expect.poll(() => pagerTotal(page)).toBe(counts[1]);
  // The chart's first bar, clicked where it is drawn (back on the page, the block shows its chart again).
  await page.goBack();
  await chart.locator('[data-chart-kind="horizontal"] svg .mark-rect path').first().click();
  await page.waitForURL(/\/service-desk\/problem\/list\?filter=/);
  await expect.poll(() => pagerTotal(page)).toBe(counts[0]);
  await expect.poll(() => page.getByRole('group', { name: 'Active filters' }).getByText(firstName, { exact: false }).count()).toBeGreaterThan(0);
  // The block's total opens the list of every record it counts.
  await page.goBack();
  await chart.getByRole('link', { name: `${total} in all: open the list` }).click();
  await expect.poll(() => pagerTotal(page)).toBe(total);
});

it('opens from a slice of a pie the list of exactly the records the slice counts', async () => {
  const { page } = agent;
  await page.goto(session.url('/'));
  const pie = block(page, 'releases-by-status');
  await pie.locator('[data-chart-kind="pie"] svg .mark-arc path').first().waitFor();
  await pie.getByRole('button', { name: 'Show as table' }).click();
  const rows = pie.getByRole('table').locator('tbody tr');
  const [firstName] = await rows.locator('td:first-child').allTextContents();
  const [firstCount] = (await rows.locator('td:last-child').allTextContents()).map(Number);
  await pie.getByRole('button', { name: 'Show as chart' }).click();
  // The first slice drawn is the table's first group (both keep the answer's order).
  await pie.locator('[data-chart-kind="pie"] svg .mark-arc path').first().click();
  await page.waitForURL(/\/service-desk\/releases?\/list\?filter=/);
  await expect.poll(() => pagerTotal(page)).toBe(firstCount);
  await expect.poll(() => page.getByRole('group', { name: 'Active filters' }).getByText(firstName, { exact: false }).count()).toBeGreaterThan(0);
});

it('is used from the keyboard alone: a block\'s table alternative and the list its row opens', async () => {
  const { page } = agent;
  await page.goto(session.url('/'));
  await page.locator('[data-block="problems-by-status"][aria-busy="false"]').waitFor();
  const toggle = block(page, 'problems-by-status').getByRole('button', { name: 'Show as table' });
  // Tab from the page's start until the toggle has the focus (every block's links and buttons lie on the way).
  for (let presses = 0; presses < 120 && !(await toggle.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const firstRow = block(page, 'problems-by-status').getByRole('table').locator('tbody tr').first();
  const count = Number(await firstRow.locator('td:last-child').textContent());
  const link = firstRow.getByRole('link');
  for (let presses = 0; presses < 10 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/service-desk\/problem\/list\?filter=/);
  await expect.poll(() => pagerTotal(page)).toBe(count);
});

it('shows a change raised meanwhile when the window regains focus, the block never blanking while read again', async () => {
  const { page } = agent;
  await page.goto(session.url('/'));
  const before = await totalOf(page, 'my-changes');
  await block(page, 'my-changes').evaluate((element) => {
    const seen = { blank: 0 };
    (window as unknown as { blockBlanked: typeof seen }).blockBlanked = seen;
    new MutationObserver(() => { if (element.querySelector('.MuiSkeleton-root')) seen.blank += 1; }).observe(element, { subtree: true, childList: true });
  });
  // A change's agent is the person who creates it: he raises one from another tab.
  await post(page, '/service-desk/api/change', {
    subject: `Renew the edge certificates ${Date.now() % 100000}`, description: '<p>Certificates expire next month.</p>', requester_id: '9', status_id: '1', change_type_id: '2',
  });
  // What the browser sends when the window comes back into view (react-query listens on window).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => totalOf(page, 'my-changes')).toBe(before + 1);
  expect(await page.evaluate(() => (window as unknown as { blockBlanked: { blank: number } }).blockBlanked.blank)).toBe(0);
});

it('passes axe in both themes with every block drawn and a chart shown as its table', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await agentContext.newPage();
    await page.emulateMedia({ colorScheme });
    await page.goto(session.url('/'));
    await page.locator('[data-block="releases-by-status"] [data-chart-kind="pie"] svg').waitFor();
    await expect.poll(() => page.locator('[data-block][aria-busy="true"]').count()).toBe(0);
    await block(page, 'changes-by-status').getByRole('button', { name: 'Show as table' }).click();
    await expectAccessible(page, `home page (${colorScheme})`);
    await page.close();
  }
});
