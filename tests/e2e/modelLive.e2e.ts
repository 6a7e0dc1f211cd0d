// The app follows the model while open: someone is filling in the vendor create form (only
// administrators write vendors: the demo administrator, in a browser of their own) when an
// administrator in another browser applies, through the model API, a version where vendors gain a
// "Phone" property shown as a list column. The form's next request brings the new version: a notice
// says so, the name typed stays, the form shows the new field, the vendor list its column.
// The version before is restored at the end (a new version), so the files after this one see the demo model.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, type Session } from './browser';

const MODEL = '/service-desk/api/model';
const typed = `Typed before the change ${Date.now() % 100000}`;

/** The browser filling in the form. */
let agent: Session;
let admin: Session;
let before: number | undefined;

/** A call to the model API in the administrator's page, with the session and CSRF token a browser sends. */
const adminCall = (method: 'GET' | 'POST', url: string, body?: object) => admin.page.evaluate(async ({ method, url, body }) => {
  const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
  const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': csrf }, body: body && JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}, { method, url, body });

beforeAll(async () => {
  agent = await openBrowser();
  await logIn(agent);
  admin = await openBrowser();
  await logIn(admin);
});
afterAll(async () => {
  if (before !== undefined) await adminCall('POST', `${MODEL}/versions/${before}/restore`, {});
  await agent?.browser.close();
  await admin?.browser.close();
});

it('redraws an open form from a newer model version, keeping what was typed, and lists the new column', async () => {
  const { page, url } = agent;
  await page.goto(url('/service-desk/vendor/create'));
  const name = page.getByLabel(/^name/i);
  await name.fill(typed);
  expect(await page.getByLabel(/^phone/i).count()).toBe(0);

  const current = await adminCall('GET', MODEL);
  before = current.body.data.number;
  const vendor = current.body.data.files['vendor.json'];
  vendor.properties.phone = { type: 'string', title: 'Phone', maxLength: 30 };
  vendor['x-list'].columns.push('phone');
  const applied = await adminCall('POST', `${MODEL}/apply`, { version: before, files: current.body.data.files });
  expect(applied.status).toBe(200);

  // The next request: the app bar's reload, which reads nothing else on a create form.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => page.getByText(`The data model changed: the screens now show version ${before! + 1}.`).count()).toBe(1);
  await expect.poll(() => page.getByLabel(/^phone/i).count()).toBe(1);
  expect(await name.inputValue()).toBe(typed);
  // Its validators are the new version's: 31 characters are refused as the server would.
  await page.getByLabel(/^phone/i).fill('1'.repeat(31));
  expect(await page.getByText(/30 characters/).count()).toBe(0);
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText(/30 characters/).count()).toBeGreaterThan(0);
  expect(await name.inputValue()).toBe(typed);

  await page.getByRole('link', { name: 'Vendors' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/vendor');
  await expect.poll(() => page.getByRole('columnheader', { name: 'Phone' }).count()).toBe(1);
});

it('learns of a version from any answer: the restore shows on the list\'s next read', async () => {
  const { page } = agent;
  const restored = await adminCall('POST', `${MODEL}/versions/${before}/restore`, {});
  expect(restored.status).toBe(200);
  const newest = before! + 2;
  before = undefined;
  await page.getByLabel(/search/i).fill('a');
  await expect.poll(() => page.getByText(`The data model changed: the screens now show version ${newest}.`).count()).toBe(1);
  await expect.poll(() => page.getByRole('columnheader', { name: 'Phone' }).count()).toBe(0);
});
