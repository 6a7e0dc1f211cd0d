// A form opened from a link: signed out, the sign-in comes first and then the form works in the same
// page (its validators are not asked for before the session exists: a refused module would stay
// refused for the page's life); signed in, every field of a long form is drawn, not only the first
// ones it draws at once, and it validates.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => { session = await openBrowser(); });
afterAll(() => session.browser.close());

it('signs in first, then shows the create form the link named, which validates', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/problem/create'));
  await page.getByLabel(/e-?mail/i).fill('agent@example.com');
  await page.getByLabel(/password/i).fill('demo');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  // Wherever the sign-in leads, the form is reached in the same page, as the menu and the list's create link lead.
  if (!page.url().endsWith('/service-desk/problem/create')) {
    await page.getByRole('link', { name: 'Problems' }).click();
    await page.getByRole('link', { name: /create/i }).first().click();
  }
  await expect.poll(() => page.getByRole('textbox', { name: /^subject/i }).isEditable()).toBe(true);
  expect(await page.getByText(/could not be prepared/i).count()).toBe(0);
  // Sent again until checked, as the phone form's test does: a press while the form is still being
  // completed (its later fields follow its first ones) was once seen unchecked in a full run.
  await expect.poll(async () => {
    await page.getByRole('button', { name: /^submit$/i }).click();
    return page.getByText(/is required|required/i).count();
  }).toBeGreaterThan(0);
});

it('draws every field of a long form opened in a new tab, the last ones right after the first', async () => {
  const { page, url } = session;
  const context = await session.browser.newContext({ storageState: await page.context().storageState(), viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  await tab.goto(url('/service-desk/changes/create'));
  await expect.poll(() => tab.getByRole('textbox', { name: /^subject/i }).isEditable()).toBe(true);
  // Team and the attachment are well past the first fields: they come in the second step.
  await expect.poll(() => tab.getByRole('combobox', { name: /^team/i }).count()).toBe(1);
  await expect.poll(() => tab.getByText(/^attachment/i).count()).toBeGreaterThan(0);
  await context.close();
});
