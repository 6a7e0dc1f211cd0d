import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

// Hostile text in every field: it must show as text, and rich text must lose its scripts.
const hostile = `<img src=x onerror="window.__pwned=1">Evil & Co ${Date.now()}`;

it('creates a vendor whose fields hold HTML, and shows them as text', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/vendor/create'));
  await page.getByLabel(/^name/i).fill(hostile);
  await page.getByLabel(/e-?mail/i).fill('sales@evil.example.com');
  await page.getByLabel(/primary contact/i).fill('<script>window.__pwned=2</script>');
  await page.getByLabel(/address/i).fill('1 Main Street');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Supplies <b>laptops</b>');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('Vendor created successfully.').count()).toBeGreaterThan(0);
  await page.waitForURL((u) => u.pathname === '/service-desk/vendor', { timeout: 10000 });
  await page.getByLabel(/search/i).fill('Evil & Co');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('tbody tr').first().textContent()).toContain('<img src=x');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

it('shows the vendor with empty associate tabs and no script run', async () => {
  const { page } = session;
  await page.locator('tbody tr').first().getByRole('link').first().click();
  await page.waitForURL(/\/service-desk\/vendor\/\d+\/show$/);
  await expect.poll(() => page.getByText('<script>window.__pwned=2</script>').count()).toBeGreaterThan(0);
  await expectAccessible(page, 'vendor page with markup shown as text');
  await page.getByRole('tab', { name: /associated contracts/i }).click();
  await expect.poll(() => page.getByText(/no data found/i).count()).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /associated products/i }).click();
  await expect.poll(() => page.getByText(/no data found/i).count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

it('an agent sees the vendors but no edit or delete actions (row flags)', async () => {
  const agent = await openBrowser();
  try {
    await logIn(agent, 'agent@example.com');
    await agent.page.goto(agent.url('/service-desk/vendor'));
    await expect.poll(() => agent.page.locator('tbody tr').count()).toBe(10);
    expect(await agent.page.getByRole('link', { name: /^edit$/i }).count()).toBe(0);
    expect(await agent.page.getByRole('button', { name: /^delete$/i }).count()).toBe(0);
  } finally {
    await agent.browser.close();
  }
});
