// The Data model screens in Chromium against a server of their own (its model changes, which the
// shared server's other files must not see): an administrator adds a required Phone with a default to
// vendors and a new Location resource that assets refer to, previews, applies, finds the version in the
// history and restores the one before; the data survives and comes back. Those who had the app open
// before the apply (an agent on the vendor list, a second administrator on a vendor's form) follow each
// version on their next read, without a reload. A refused apply shows its problem at the property; an
// apply made from a version replaced meanwhile is answered with the 409 notice. The model's own texts
// made hostile (a title, a help text, a choice's option, a new resource's label) read as text on the
// Data model screens and on every screen drawn from the model, as the stored-XSS sweep checks them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { call, login, multipartBody, type Session as ApiSession } from '../api/helpers';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';
import { hostileText } from './hostileText';
import { watchRuns } from './screenCheck';
import { createSweep, type Sweep } from './sweep';

const work = mkdtempSync(join(tmpdir(), 'sd-data-model-'));
let app: FastifyInstance;
let api: ApiSession;
let session: Session;
/** The demo agent, on the vendor list since before the first apply (a browser of its own). */
let agent: Session;
/** A second administrator, on vendor 1's edit form since before the first apply (a context of the agent's browser). */
let editor: Session;
let base: string;
/** The stored-XSS sweep of the administrator's page, and what it found wrong. */
let sweep: Sweep;
const problems: string[] = [];

/** The model's own texts made hostile, each with a tag of its own: a property's title and help text, a choice's option, a new resource's label. */
const HOSTILE = { title: hostileText('~dt', 200), help: hostileText('~dh'), option: hostileText('~do'), label: hostileText('~dr') };
/** Each also in the forms a screen shows it in: lower-cased (a new resource's list title), and those inside JSON (the raw JSON tab). */
const HOSTILE_FORMS = Object.values(HOSTILE).map((text) => [text, text.toLowerCase()].flatMap((form) => [form, JSON.stringify(form).slice(1, -1)]));

/** A browser of its own (or a new context of `browser`) signed in as `email` on this file's server, open at `path`. */
async function openAs(email: string, path: string, browser?: Browser): Promise<Session> {
  const opened = browser ? { browser, page: await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage() } : await openBrowser();
  const signedIn = { ...opened, url: (to: string) => `${base}${to}` };
  await logIn(signedIn, email);
  await signedIn.page.goto(signedIn.url(path));
  return signedIn;
}

beforeAll(async () => {
  app = await buildApp({ dataDir: work, seed: 'demo', demoPassword: 'demo', currency: 'EUR', staticDir: process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist') });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  api = await login(app, 'admin@example.com', 'demo');
  const opened = await openBrowser();
  session = { ...opened, url: (path: string) => `${base}${path}` };
  await watchRuns(session.page.context(), problems);
  sweep = createSweep(session.page, session.url, HOSTILE_FORMS, problems);
  await logIn(session);
});

afterAll(async () => {
  await agent?.browser.close();
  await session?.browser.close();
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = async (url: string) => (await call(app, api, { method: 'GET', url })).body;
const vendorOne = async () => (await get('/service-desk/api/vendor/1')).data as Record<string, unknown>;
const currentVersion = async () => (await get('/service-desk/api/model/versions')).data.versions[0].number as number;
/** The phone vendor 1 is given in its form once the property is applied. */
const PHONE = '+44 20 7946 0000';
/** The names in the rows a list shows (the first cell that is a link). */
const listedNames = (page: Page) => page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? ''));
const phoneColumn = (page: Page) => page.getByRole('columnheader', { name: 'Phone' });
/** Whether the page says it now shows model version `number` (the notice an open app gives on learning one). */
const toldOfVersion = (page: Page, number: number) => page.getByText(`The data model changed: the screens now show version ${number}.`).count();

/** Adds a property through the property dialog of the resource page open. */
async function addProperty(page: Page, fill: { name: string; title: string; type?: string; target?: string; maxLength?: string; defaultValue?: string; options?: string[]; required?: boolean; inFilter?: boolean; onPhone?: boolean }) {
  await page.getByRole('button', { name: 'Add property' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fill.name);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(fill.title);
  if (fill.type) {
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: fill.type }).click();
  }
  if (fill.target) {
    await dialog.getByRole('combobox', { name: 'Refers to' }).click();
    await page.getByRole('option', { name: fill.target }).click();
  }
  if (fill.options) await dialog.getByRole('textbox', { name: 'Options, one a line' }).fill(fill.options.join('\n'));
  if (fill.maxLength) await dialog.getByRole('textbox', { name: 'Maximum length' }).fill(fill.maxLength);
  if (fill.defaultValue) await dialog.getByRole('textbox', { name: 'Default' }).fill(fill.defaultValue);
  if (fill.required) await dialog.getByRole('checkbox', { name: 'Required' }).check();
  if (fill.inFilter) await dialog.getByRole('checkbox', { name: 'A filter of the list' }).check();
  if (fill.onPhone) await dialog.getByRole('checkbox', { name: 'On the phone line of the list' }).check();
  await expectAccessible(page, `the property dialog (${fill.name})`);
  await dialog.getByRole('button', { name: 'Keep in the draft' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('adds a phone to vendors and a location resource assets refer to, previews and applies them', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk'));
  await page.getByRole('navigation').getByRole('link', { name: 'Data model' }).click();
  await page.getByRole('heading', { name: 'Data model' }).waitFor();
  await expectAccessible(page, 'the data model list');
  await page.getByRole('table', { name: 'Resources' }).getByRole('link', { name: 'Vendors' }).click();
  await page.getByRole('heading', { name: /Vendors/ }).waitFor();
  await addProperty(page, { name: 'phone', title: 'Phone', maxLength: '30', defaultValue: 'n/a', required: true, inFilter: true, onPhone: true });
  await expect.poll(() => page.getByRole('row').filter({ has: page.getByText('phone', { exact: true }) }).count()).toBe(1);
  await expectAccessible(page, 'a resource page with a draft');
  await page.getByRole('button', { name: 'Remove phone' }).click();
  await expectAccessible(page, 'the removal\'s confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // The list tab: the new column last, moved up one place with the keyboard.
  await page.getByRole('tab', { name: 'List' }).click();
  const columns = page.getByRole('list', { name: 'List columns' });
  await expect.poll(async () => (await columns.getByRole('listitem').last().textContent()) ?? '').toContain('Phone');
  await columns.getByRole('button', { name: 'Move Phone up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await columns.getByRole('listitem').nth(-2).textContent()) ?? '').toContain('Phone');
  await expectAccessible(page, 'the list tab', '[role=tabpanel]');
  await page.getByRole('tab', { name: 'Phone and show page' }).click();
  // The phone line under the name: the phone moved before the status.
  const lines = page.getByRole('list', { name: 'Under it' });
  await lines.getByRole('button', { name: 'Move Phone up' }).click();
  await expect.poll(async () => (await lines.getByRole('listitem').allTextContents()).join(', ')).toMatch(/^Email.*, Phone.*, Status/);
  await expectAccessible(page, 'the phone and show page tab', '[role=tabpanel]');

  await page.goto(url('/service-desk/data-model/new'));
  await page.getByRole('textbox', { name: 'Name' }).fill('location');
  await page.getByRole('textbox', { name: 'Label (plural)' }).fill('Locations');
  await expectAccessible(page, 'the new resource form');
  await page.getByRole('button', { name: 'Add to the draft' }).click();
  await page.getByRole('heading', { name: /Locations/ }).waitFor();

  // A reload keeps the draft (sessionStorage).
  await page.goto(url('/service-desk/data-model/asset'));
  await page.getByRole('heading', { name: /Assets/ }).waitFor();
  await addProperty(page, { name: 'site_id', title: 'Site', type: 'Reference to another resource', target: 'Locations' });

  await page.goto(url('/service-desk/data-model/vendor'));
  await page.getByRole('tab', { name: 'Preview' }).click();
  const form = page.getByRole('region', { name: 'Form' });
  await expect.poll(() => form.getByRole('textbox', { name: /Phone/ }).count()).toBe(1);
  expect(await form.getByRole('textbox', { name: /Phone/ }).inputValue()).toBe('n/a');
  const plan = page.getByRole('region', { name: 'Storage plan' });
  await expect.poll(async () => (await plan.textContent()) ?? '').toContain('sd_vendors: column phone added');
  expect(await plan.textContent()).toContain('sd_assets: column site_id added');
  expect(await plan.textContent()).toContain('table sd_location_records created');
  await expectAccessible(page, 'the preview tab');

  // Others have the app open on version 1. Vendors are written by administrators only (the spec's
  // reference data; x-resource.write in schemas/vendor.json), so the agent reads the list and a second
  // administrator has the form open.
  agent = await openAs('agent@example.com', '/service-desk/vendor');
  editor = await openAs('admin@example.com', '/service-desk/vendor/1/edit', agent.browser);
  await expect.poll(async () => (await listedNames(agent.page)).length).toBeGreaterThan(0);
  await editor.page.getByLabel(/^name/i).waitFor();
  expect(await phoneColumn(agent.page).count()).toBe(0);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' ')).toContain('Version 2 of the model is applied.');
  await page.getByText('No changes: you are looking at version 2.').waitFor();
  expect((await vendorOne()).phone).toBe('n/a');
});

it('shows the applied phone to those who had the app open: its column, its field checked as the server checks it, its filter', async () => {
  const list = agent.page;
  // No reload: the list's next read (the refresh button) brings the new version.
  await list.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => toldOfVersion(list, 2)).toBe(1);
  await expect.poll(() => phoneColumn(list).count()).toBe(1);

  const form = editor.page;
  await form.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => toldOfVersion(form, 2)).toBe(1);
  const phone = form.getByLabel(/^phone/i);
  await expect.poll(() => phone.count()).toBe(1);
  // 31 characters: the form says what the server answers to them (read from its answer, not copied here).
  const tooLong = '1'.repeat(31);
  const refused = await call(app, api, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', phone: tooLong }) });
  expect(refused.status).toBe(412);
  const message = refused.body.message.phone as string;
  expect(message).toMatch(/30/);
  await phone.fill(tooLong);
  await form.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => form.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
  await phone.fill(PHONE);
  await form.getByRole('button', { name: 'update' }).click();
  await expect.poll(async () => (await vendorOne()).phone).toBe(PHONE);

  // The phone is a filter of the list: the agent gets exactly the vendor whose phone it is.
  await list.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = list.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
  await expect.poll(() => listedNames(list)).toEqual([(await vendorOne()).name]);
  await list.screenshot({ path: '/tmp/model-e2e/agent-phone-filter-drawer.png' });
  await list.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await expect.poll(async () => (await list.locator('tbody tr').first().textContent()) ?? '').toContain(PHONE);
  await phoneColumn(list).scrollIntoViewIfNeeded();
  await list.screenshot({ path: '/tmp/model-e2e/agent-phone-filtered.png' });
  await expectAccessible(list, 'the agent\'s vendor list filtered by the new phone');
});

it('lists the version in the history, and a restore of the one before hides the phone while its data survives', async () => {
  const { page, url } = session;
  const list = agent.page;
  await page.goto(url('/service-desk/data-model'));
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByRole('heading', { name: 'Model history' }).waitFor();
  const newest = page.getByRole('row').nth(1);
  await expect.poll(async () => (await newest.textContent()) ?? '').toContain('vendor.json: property phone added');
  expect(await newest.textContent()).toContain('Ada Admin');
  await page.getByRole('button', { name: 'View version 2' }).click();
  const changes = page.getByRole('dialog');
  await expect.poll(async () => (await changes.textContent()) ?? '').toContain('location.json');
  expect(await changes.textContent()).toContain('phone');
  await expectAccessible(page, 'a version\'s changes');
  await changes.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page, 'the model history');

  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' ')).toContain('Version 3 of the model is applied.');
  expect(await vendorOne()).not.toHaveProperty('phone');
  // The agent's list, still filtered by the phone, loses the column (and the filter) on its next read.
  await list.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => toldOfVersion(list, 3)).toBe(1);
  await expect.poll(() => phoneColumn(list).count()).toBe(0);

  await page.getByRole('button', { name: 'Restore version 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' ')).toContain('Version 4 of the model is applied.');
  expect((await vendorOne()).phone).toBe(PHONE);
  await list.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => toldOfVersion(list, 4)).toBe(1);
  await expect.poll(() => phoneColumn(list).count()).toBe(1);
  await expect.poll(async () => (await list.locator('tbody').textContent()) ?? '').toContain(PHONE);
});

it('shows a refused apply\'s problem at its property', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/data-model/vendor'));
  // Required with no default on a resource whose rows have no value: the server refuses it at /required/n.
  await addProperty(page, { name: 'fax', title: 'Fax', required: true });
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ has: page.getByText('fax', { exact: true }) });
  await expect.poll(async () => (await row.textContent()) ?? '').toContain('"fax" is now required');
  expect(await row.getByRole('alert').textContent()).toContain('give it a default');
  await expectAccessible(page, 'a refused apply');
  await page.getByRole('button', { name: 'Discard the draft' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard the draft' }).click();
  await page.getByText(/No changes: you are looking at version \d+\./).waitFor();
});

it('answers an apply made from a version replaced meanwhile with the notice, what changed and a rebase', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/data-model/vendor'));
  await addProperty(page, { name: 'website', title: 'Website' });
  const before = await currentVersion();
  // Meanwhile someone restores an earlier version.
  const restored = await call(app, api, { method: 'POST', url: '/service-desk/api/model/versions/1/restore', payload: { version: before } });
  expect(restored.status).toBe(200);
  await page.getByRole('button', { name: 'Apply' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'was applied since' });
  await expect.poll(async () => (await notice.textContent()) ?? '').toContain(`Version ${before + 1} was applied since this draft was made from version ${before}.`);
  await notice.getByRole('button', { name: 'What changed meanwhile' }).click();
  await expect.poll(async () => (await notice.textContent()) ?? '').toContain('vendor.json');
  await expectAccessible(page, 'the stale apply notice');
  await notice.getByRole('button', { name: `Apply my changes to version ${before + 1}` }).click();
  await page.getByText(`Draft made from version ${before + 1}`).waitFor();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' ')).toContain(`Version ${before + 2} of the model is applied.`);
  const vendor = (await get('/service-desk/api/model')).data.files['vendor.json'];
  expect(Object.keys(vendor.properties)).toContain('website');
});

it('edits the raw JSON with completion and errors from the meta-schema, under the policy', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/data-model/vendor'));
  await page.getByRole('tab', { name: 'Raw JSON' }).click();
  const editor = page.getByRole('textbox', { name: 'The resource file as JSON' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"x-bogus": 1,');
  // The meta-schema refuses the keyword: marked in the text.
  await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await page.keyboard.type('"x-li');
  await page.keyboard.press('Control+Space');
  await expect.poll(() => page.getByRole('option', { name: /x-links/ }).count()).toBe(1);
  await page.keyboard.press('Escape');
  // Not JSON yet: nothing to keep.
  expect(await page.getByRole('button', { name: 'Keep in the draft' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'the raw JSON tab', '[role=tabpanel]');
});

it('shows the model\'s hostile texts as text on its own screens and on every screen generated from it, running nothing', async () => {
  const { page, url } = session;
  const alerts = async () => (await page.getByRole('alert').allTextContents()).join(' ');
  await page.goto(url('/service-desk/data-model/vendor'));
  await addProperty(page, { name: 'hostile', title: HOSTILE.title, inFilter: true });
  await page.getByRole('button', { name: 'Edit hostile' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Help text' }).fill(HOSTILE.help);
  await page.getByRole('dialog').getByRole('button', { name: 'Keep in the draft' }).click();
  await addProperty(page, { name: 'grade', title: 'Grade', type: 'Choice from fixed options', options: [HOSTILE.option, 'Plain'], inFilter: true });
  await page.goto(url('/service-desk/data-model/new'));
  await page.getByRole('textbox', { name: 'Name' }).fill('hostile-place');
  await page.getByRole('textbox', { name: 'Label (plural)' }).fill(HOSTILE.label);
  await page.getByRole('button', { name: 'Add to the draft' }).click();
  await sweep.showsTag('the new resource\'s page', HOSTILE.label);
  await sweep.check('the new resource\'s page', [HOSTILE.label]);
  await sweep.go('/service-desk/data-model/vendor');
  await sweep.eachTab('vendor page with the hostile draft');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(alerts).toMatch(/Version \d+ of the model is applied/);
  const saved = await call(app, api, { method: 'POST', url: '/service-desk/api/vendor', ...multipartBody({ id: '1', hostile: 'plain', grade: HOSTILE.option }) });
  expect(saved.status).toBe(200);

  // The screens generated from the model: the list's column header and the menu entry, the filter drawer
  // with the choice's options, the list filtered by the hostile option, the create form, the show page.
  await sweep.open('/service-desk/vendor');
  await sweep.check('vendor list', [HOSTILE.title, HOSTILE.label]);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Grade' }).click();
  await sweep.settle();
  await sweep.check('vendor filter drawer, the grade\'s options', [HOSTILE.title, HOSTILE.option]);
  await page.getByRole('option', { name: HOSTILE.option.slice(0, 3) }).click();
  await sweep.closeDialog();
  await expect.poll(() => listedNames(page)).toEqual([(await vendorOne()).name]);
  await sweep.check('vendor list filtered by the hostile option', [HOSTILE.option]);
  await sweep.go('/service-desk/vendor/create');
  await page.getByRole('combobox', { name: 'Grade' }).click();
  await sweep.settle();
  await sweep.check('vendor create form, the grade\'s options', [HOSTILE.title, HOSTILE.help, HOSTILE.option]);
  await page.keyboard.press('Escape');
  await sweep.go('/service-desk/vendor/1/show');
  await sweep.showsTag('vendor show page', HOSTILE.option);
  await sweep.check('vendor show page', [HOSTILE.title, HOSTILE.option]);
  await sweep.go('/service-desk/hostile-place');
  await sweep.check('the new resource\'s list', [HOSTILE.label]);

  // The Data model's own screens: the list, every tab of both resource pages, the history and a version's changes.
  await sweep.go('/service-desk/data-model');
  await sweep.check('data model list', [HOSTILE.label]);
  await sweep.go('/service-desk/data-model/vendor');
  await sweep.eachTab('vendor resource page');
  await sweep.go('/service-desk/data-model/hostile-place');
  await sweep.eachTab('the new resource\'s page');
  await sweep.go('/service-desk/data-model/history');
  await sweep.check('model history');
  await page.getByRole('row').nth(1).getByRole('button', { name: /View version/ }).click();
  await page.getByRole('dialog').getByText(/hostile/).first().waitFor();
  await sweep.check('model history, the version\'s changes');
  await sweep.closeDialog();
  expect(problems.splice(0)).toEqual([]);
});

it('purges the data of a property removed earlier, saying how many rows hold a value (once the server lists them)', async (context) => {
  if ((await call(app, api, { method: 'GET', url: '/service-desk/api/model/removed' })).status === 404) context.skip();
  const { page, url } = session;
  const apply = async (edit: (vendor: { properties: Record<string, unknown>; required: string[] }) => void) => {
    const { number, files } = (await get('/service-desk/api/model')).data;
    edit(files['vendor.json']);
    expect((await call(app, api, { method: 'POST', url: '/service-desk/api/model/apply', payload: { version: number, files } })).status).toBe(200);
  };
  await apply((vendor) => { vendor.properties.pager = { type: 'string', title: 'Pager', default: 'none' }; vendor.required.push('pager'); });
  await apply((vendor) => { delete vendor.properties.pager; vendor.required = vendor.required.filter((name) => name !== 'pager'); });
  const { rows } = (await get('/service-desk/api/model/removed')).data.properties.find((item: { property: string }) => item.property === 'pager');
  await page.goto(url('/service-desk/data-model/vendor'));
  await page.getByRole('button', { name: 'Purge data of pager' }).click();
  const confirm = page.getByRole('dialog');
  expect(await confirm.textContent()).toContain(`The values of ${rows} rows are erased for good.`);
  await expectAccessible(page, 'the purge confirmation');
  await confirm.getByRole('button', { name: 'Purge data' }).click();
  await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' ')).toContain(`${rows} values erased.`);
  const left = (await get('/service-desk/api/model/removed')).data.properties;
  expect(left.some((item: { property: string }) => item.property === 'pager')).toBe(false);
});
