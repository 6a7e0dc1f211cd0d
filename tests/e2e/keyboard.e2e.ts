// The keyboard alone, as a person who uses no mouse works: Tab reaches every action of a list, a form,
// a dialog and the CMDB map's node dialog, each showing where focus is; Escape closes a dialog and
// focus goes back to what opened it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, type Session } from './browser';
import { focusedText, walkByTab } from './keyboard';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

/** Presses Tab until focus is on an element matching the test, at most `presses` times. */
async function tabTo(matches: () => Promise<boolean>, presses = 80) {
  for (let press = 0; press < presses; press += 1) {
    await session.page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('Tab never reached the element.');
}

it('reaches every action of a list: search, filters, create, sorting, each row\'s links and delete, the pager', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/list'));
  await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
  expect(await walkByTab(page, 'main')).toEqual({ missed: [], unseen: [] });
});

it('reaches every field of a form and its submit button', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/create'));
  await page.getByRole('button', { name: 'submit' }).waitFor();
  expect(await walkByTab(page, 'main')).toEqual({ missed: [], unseen: [] });
});

it('opens a dialog from a menu by keyboard, reaches all of it, and gives focus back on Escape', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/1/show'));
  const planning = page.getByRole('button', { name: /planning/i });
  await planning.waitFor();
  await tabTo(() => planning.evaluate((button) => button === document.activeElement));
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  expect(await walkByTab(page, '[role=dialog]')).toEqual({ missed: [], unseen: [] });
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => focusedText(page)).toMatch(/planning/i);
});

it("reaches the map's nodes, opens a node's dialog with Enter, reaches its actions, and returns to the node", async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/1/cmdb-map'));
  const nodes = page.locator('[data-drawn=true] g.node');
  await expect.poll(() => nodes.count()).toBeGreaterThan(1);
  await tabTo(() => page.evaluate(() => document.activeElement?.matches('g.node') ?? false));
  const node = await focusedText(page);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  expect(await walkByTab(page, '[role=dialog]')).toEqual({ missed: [], unseen: [] });
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(await focusedText(page)).toBe(node);
});
