// Screens and buttons an agent's role may not use (the server answers 403 to their calls) are not
// offered: no menu entry, a notice instead of the screen, no create link on administrators' lists.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

it("shows an agent no administrators' pages in the menu, and a notice on their address", async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: 'Assets' }).count()).toBeGreaterThan(0);
  for (const name of ['Import assets', 'Form groups', 'Barcode labels']) expect(await page.getByRole('navigation').getByRole('link', { name }).count()).toBe(0);
  await page.goto(url('/service-desk/asset-importer/settings'));
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Only administrators can use this page.');
  expect(await page.locator('input[type=file]').count()).toBe(0);
});

it('offers an agent no create link where administrators write, and a notice on the create address', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/asset-type/list'));
  await expect.poll(() => page.getByRole('heading', { name: /asset types/i }).count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
  expect(await page.getByRole('link', { name: 'create' }).count()).toBe(0);
  await page.goto(url('/service-desk/asset-type/create'));
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Only administrators can use this page.');
  // Agents do write problems: their list keeps its create link.
  await page.goto(url('/service-desk/problem/list'));
  await expect.poll(() => page.getByRole('link', { name: 'create' }).count()).toBeGreaterThan(0);
});
