// A date without a time in Chromium, against a server of its own (its model changes, which the shared
// server's other files must not see): the administrator adds a "Founded on" date to vendors (model API),
// shown as a list column; fills it in the vendor form with the date field alone, and reads "March 1st
// 2026" on the show page and in the list; the Data model screen names its type Date.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { call, login, type Session as ApiSession } from '../api/helpers';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

const work = mkdtempSync(join(tmpdir(), 'sd-date-property-'));
const SHOTS = '/tmp/date-only';
let app: FastifyInstance;
let api: ApiSession;
let session: Session;

const MODEL = '/service-desk/api/model';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await buildApp({ dataDir: work, seed: 'demo', demoPassword: 'demo', currency: 'EUR', staticDir: process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist') });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  api = await login(app, 'admin@example.com', 'demo');
  const { number, files } = (await call(app, api, { method: 'GET', url: MODEL })).body.data;
  const vendor = files['vendor.json'];
  vendor.properties.founded_on = { type: 'string', format: 'date', title: 'Founded on' };
  vendor['x-list'].columns.push('founded_on');
  vendor['x-show'].fields.push('founded_on');
  const applied = await call(app, api, { method: 'POST', url: `${MODEL}/apply`, payload: { version: number, files } });
  if (applied.status !== 200) throw new Error(JSON.stringify(applied.body));
  const opened = await openBrowser();
  session = { ...opened, url: (path: string) => `${base}${path}` };
  await logIn(session);
});

afterAll(async () => {
  await session?.browser.close();
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

const vendorOne = async () => (await call(app, api, { method: 'GET', url: '/service-desk/api/vendor/1' })).body.data as Record<string, unknown>;

it('fills a vendor\'s founding day with the date field alone and reads it as a day on its page and in the list', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/vendor/1/edit'));
  const field = page.getByLabel('Founded on');
  await field.waitFor();
  expect(await field.getAttribute('type')).toBe('date');
  // No time select beside it, as a date-time has.
  expect(await page.getByRole('combobox', { name: 'Time' }).count()).toBe(0);
  await field.fill('2026-03-01');
  await expectAccessible(page, 'the vendor form with a date');
  await page.screenshot({ path: `${SHOTS}/form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect.poll(async () => (await vendorOne()).founded_on).toBe('2026-03-01');

  await page.goto(url('/service-desk/vendor/1/show'));
  await expect.poll(() => page.getByText('March 1st 2026', { exact: true }).count()).toBe(1);
  await page.screenshot({ path: `${SHOTS}/show.png`, fullPage: true });

  await page.goto(url('/service-desk/vendor'));
  await page.getByLabel(/search/i).fill(String((await vendorOne()).name));
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  await expect.poll(() => page.locator('tbody tr').getByText('March 1st 2026', { exact: true }).count()).toBe(1);
  await page.screenshot({ path: `${SHOTS}/list.png` });
});

it('the Data model screen names the property\'s type Date', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk'));
  await page.getByRole('navigation').getByRole('link', { name: 'Data model' }).click();
  await page.getByRole('table', { name: 'Resources' }).getByRole('link', { name: 'Vendors' }).click();
  const row = page.getByRole('row').filter({ has: page.getByText('founded_on', { exact: true }) });
  await expect.poll(() => row.getByRole('cell', { name: 'Date', exact: true }).count()).toBe(1);
  await page.screenshot({ path: `${SHOTS}/data-model.png`, fullPage: true });
});

it('on a phone, dark, the date field keeps to the screen and the show page reads the day', async () => {
  const { browser, url } = session;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', storageState: await session.page.context().storageState() });
  const page = await context.newPage();
  try {
    await page.goto(url('/service-desk/vendor/1/edit'));
    const field = page.getByLabel('Founded on');
    await expect.poll(() => field.inputValue()).toBe('2026-03-01');
    const box = await field.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/form-phone-dark.png` });
    await page.goto(url('/service-desk/vendor/1/show'));
    await expect.poll(() => page.getByText('March 1st 2026', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/show-phone-dark.png`, fullPage: true });
  } finally {
    await context.close();
  }
});
