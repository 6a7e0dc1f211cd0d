import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
});
afterAll(() => session.browser.close());

const MESSAGE = 'The name should be less than 50 characters.';
const tooLong = 'x'.repeat(51);

it('shows the length message under a 51-character asset status name in the browser', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/asset-status/create'));
  await page.getByLabel(/name/i).fill(tooLong);
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText(MESSAGE).count()).toBeGreaterThan(0);
  expect(page.url()).toMatch(/\/asset-status\/create$/);
  await expectAccessible(page, 'asset status form with its error');
});

it('gets the same message from the server when the browser check is bypassed', async () => {
  const { page } = session;
  const answer = await page.evaluate(async (name) => {
    const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
    const form = new FormData();
    form.append('name', name);
    form.append('description', '<p>Waiting for parts</p>');
    const response = await fetch('/service-desk/api/asset-status', { method: 'POST', body: form, headers: { 'X-XSRF-TOKEN': csrf } });
    return { status: response.status, body: await response.json() };
  }, tooLong);
  expect(answer).toEqual({ status: 412, body: { success: false, message: { name: MESSAGE } } });
});
