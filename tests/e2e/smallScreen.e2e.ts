// The app on a phone (390 px wide), where approvers open their links and agents check a change between
// meetings: the home page's blocks stack, the menu folds away, a list is one column, a show page and a
// form stack, a dialog fills the screen, and both public approval pages read without sideways
// scrolling; each passes axe-core.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { askChangeApproval, askContractApproval, newestApprovalLink } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';
import { focusedText } from './keyboard';

const PHONE = { width: 390, height: 844 };
let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await session.page.setViewportSize(PHONE);
  await logIn(session);
});
afterAll(() => session.browser.close());

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

it('folds the menu away behind its button, and closes it once an entry is chosen', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect.poll(() => menu.isVisible()).toBe(false);
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect.poll(() => menu.isVisible()).toBe(true);
  await menu.getByRole('link', { name: 'Changes' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/changes/list');
  await expect.poll(() => menu.isVisible()).toBe(false);
});

it('shows a list as one column: each problem its subject, facts under it and actions, sorted by a choice', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  const list = page.getByRole('list', { name: /list of problems/i });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
  expect(await page.getByRole('table').count()).toBe(0);
  const first = list.getByRole('listitem').first();
  expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/service-desk\/problem\/\d+\/show$/);
  expect(await first.getByRole('link', { name: 'view' }).count()).toBe(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'problem list on a phone');
  const sorted = page.waitForRequest((request) => /sort-field=subject&sort-order=asc/.test(request.url()));
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Subject, ascending' }).click();
  await sorted;
  await expect.poll(async () => {
    const subjects = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent ?? ''));
    return subjects.every((subject, i) => i === 0 || subjects[i - 1].localeCompare(subject) <= 0);
  }).toBe(true);
});

it('stacks a show page (labels above values), lists a tab as one column, and fills the screen with a dialog', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/1/show'));
  const subject = page.locator('dt', { hasText: /^Subject$/ });
  await subject.waitFor();
  const [label, value] = [await subject.boundingBox(), await subject.locator('+ dd').boundingBox()];
  expect(value!.y).toBeGreaterThanOrEqual(label!.y + label!.height);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'problem page on a phone');
  await page.getByRole('tab', { name: /associated tickets/i }).click();
  const tickets = page.getByRole('tabpanel').getByRole('list');
  await expect.poll(() => tickets.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'problem tickets tab on a phone', '[role=tabpanel]');

  await page.getByRole('button', { name: /planning/i }).click();
  await page.getByRole('menuitem', { name: /root cause/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'submit' }).waitFor();
  await expect.poll(async () => {
    const box = await dialog.boundingBox();
    return [Math.round(box!.width), Math.round(box!.height)];
  }).toEqual([PHONE.width, PHONE.height]);
  await expectAccessible(page, 'root cause dialog on a phone', '[role=dialog]');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => focusedText(page)).toMatch(/planning/i);
});

it('stacks a form: every field the width of the screen, its errors readable', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/create'));
  // The whole form drawn (its later fields follow its first ones), then sent empty.
  await expect.poll(() => page.getByRole('combobox', { name: /department/i }).count()).toBe(1);
  // Sent again until checked: a press before the form's validators have come is not a check yet.
  await expect.poll(async () => {
    await page.getByRole('button', { name: 'submit' }).click();
    return page.getByText('This field is required.').count();
  }).toBeGreaterThan(3);
  const subject = await page.getByLabel(/^subject/i).boundingBox();
  const department = await page.getByRole('combobox', { name: /department/i }).boundingBox();
  // One field a row: the next one is under it, not beside it.
  expect(department!.y).toBeGreaterThan(subject!.y + subject!.height);
  expect(subject!.x + subject!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'problem form with its errors on a phone');
});

it('stacks the home page\'s blocks, charts within them, the administration blocks last', async () => {
  const { page, url } = session;
  await page.goto(url('/'));
  await page.locator('[data-block="assets-by-type"] [data-chart-kind] svg').waitFor();
  await expect.poll(() => page.locator('[data-block][aria-busy="true"]').count()).toBe(0);
  const boxes = await page.locator('[data-block]').evaluateAll((blocks) => blocks.map((block) => {
    const { left, right, top } = block.getBoundingClientRect();
    return { id: block.getAttribute('data-block'), left: Math.round(left), right, top };
  }));
  expect(new Set(boxes.map((box) => box.left)).size).toBe(1);
  expect(boxes.every((box, i) => i === 0 || box.top > boxes[i - 1].top)).toBe(true);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(PHONE.width);
  expect(boxes.at(-1)?.id).toBe('failed-mail');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'home page on a phone');
});

it('shows a hand-written page, a report with its chart, within the screen', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/reports/assets'));
  await page.getByRole('link', { name: 'Assets by type' }).click();
  await page.locator('[data-chart-kind] svg').waitFor();
  await expect.poll(() => page.getByRole('list', { name: /list of assets/i }).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'report on a phone');
});

it('reads both public approval pages on a phone, the decision buttons on screen', async () => {
  await askChangeApproval(session.page, `Replace the lobby switch ${Date.now() % 100000}`);
  await askContractApproval(session.page, `Coffee machines ${Date.now() % 100000}`);
  const approver = await session.browser.newPage({ viewport: PHONE });
  try {
    for (const [kind, decision] of [['change', 'Deny'], ['contract', 'Reject']] as const) {
      await approver.goto(session.url(newestApprovalLink(kind)));
      const button = approver.getByRole('button', { name: decision });
      await button.waitFor();
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await pageWidth(approver)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(approver, `${kind} approval page on a phone`);
    }
  } finally {
    await approver.close();
  }
});
