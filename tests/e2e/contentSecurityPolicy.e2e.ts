// The app under its Content-Security-Policy (no inline script, no eval): the screens whose libraries
// are the likeliest to need more, each without one violation (browser.ts fails a test on any): the
// CMDB map, a report's chart drawn by vega, a form's validation with its precompiled
// validators, and the rich-text editor. First, that the policy is there and a violation is caught.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, takeViolations, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

it('serves the app under the policy, which refuses an inline script, and the helper sees the refusal', async () => {
  const { page, url } = session;
  const response = await page.goto(url('/service-desk/problem/list'));
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self';/);
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline'[^;]*;\s*script/);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await expect.poll(() => takeViolations().join('\n')).toMatch(/script-src/);
});

it('draws the CMDB map of an asset', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/1/cmdb-map?depth=1'));
  await expect.poll(() => page.locator('[data-drawn=true] svg [data-node]').count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: /^AST-0001 / }).click();
  await expect.poll(() => page.getByRole('dialog').getByRole('heading').textContent()).toMatch(/^AST-0001/);
});

it('draws a report\'s chart with vega', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/reports/assets'));
  await page.getByRole('link', { name: 'Assets by type' }).click();
  await expect.poll(() => page.getByRole('figure').locator('svg text').count()).toBeGreaterThan(1);
});

it('validates a form as the resource file says: its errorMessage texts and the required ones', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/contracts/create'));
  await page.getByLabel(/^name/i).fill('x'.repeat(51));
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('The name should be less than 50 characters.').count()).toBe(1);
  expect(await page.getByText('This field is required.').count()).toBeGreaterThan(1);
  await page.getByLabel(/^name/i).fill('Firewall support');
  await expect.poll(() => page.getByText('The name should be less than 50 characters.').count()).toBe(0);
});

it('edits rich text: bold, a list, and the text as typed', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/create'));
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('Control+B');
  await page.keyboard.type('Both firewalls');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' run out of support.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- renew the contract');
  await expect.poll(() => editor.locator('strong').textContent()).toBe('Both firewalls');
  await expect.poll(() => editor.locator('li').textContent()).toBe('renew the contract');
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(0);
});
