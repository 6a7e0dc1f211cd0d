// The administrator's promise, end to end: on a copy of the model with a resource added in one file
// (building.json) and asset properties added (a rack position, a reference to the buildings), the
// server is started on that copy and serves the app everyone else is served (no build of its own). The new resource lists, creates and shows; the asset
// form offers its buildings, the asset list filters by them and the detail page links to one; the
// rack position is in the create and edit form, the column chooser and filter panel, validated and shown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildingModel } from '../fixtures/buildingModel';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, type Session } from './browser';
import { CHROMIUM_ARGS } from './ensureChromium';

const ROOT = join(import.meta.dirname, '..', '..');
const MESSAGE = 'The rack position should be less than 20 characters.';
const name = `Rack server ${Date.now() % 100000}`;
const building = `North Tower ${Date.now() % 100000}`;

const work = mkdtempSync(join(tmpdir(), 'sd-add-field-'));
let server: ChildProcess | undefined;
let session: Session;

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  }).on('error', reject);
});

/** Starts server/main.ts as `npm run serve` would, resolving once it listens. */
function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'server', 'main.ts')],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Service desk running')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  const schemasDir = buildingModel(work);
  const file = join(schemasDir, 'asset.json');
  const asset = JSON.parse(readFileSync(file, 'utf8'));
  asset.properties.rack_position = { type: 'string', title: 'Rack position', maxLength: 20, 'x-custom': true,
    errorMessage: { maxLength: MESSAGE } };
  writeFileSync(file, JSON.stringify(asset, null, 2));
  // The server on the copy, serving the same build as every other test: the app reads its model from the server.
  const port = await freePort();
  server = await startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), SCHEMAS_DIR: schemasDir,
    STATIC_DIR: process.env.STATIC_DIR ?? join(ROOT, 'dist'), DEMO_PASSWORD: 'demo' });
  const browser = await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  session = { browser, page, url: (path: string) => `http://127.0.0.1:${port}${path}` };
  await logIn(session);
}, 900_000);

afterAll(async () => {
  await session?.browser.close();
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

it('lists, creates and shows a resource added in one file, from its menu entry', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk'));
  await page.getByRole('link', { name: 'Buildings' }).first().click();
  await page.waitForURL((u) => u.pathname === '/service-desk/buildings');
  await expect.poll(() => page.getByText('No Buildings yet').count()).toBe(1);
  await page.goto(url('/service-desk/buildings/create'));
  await page.getByLabel(/^name/i).fill(building);
  await page.getByLabel(/^address/i).fill('1 Harbour Road');
  await page.getByRole('button', { name: 'submit' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/buildings', { timeout: 15000 });
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('tbody tr').first().textContent()).toContain('1 Harbour Road');
  await page.locator('tbody tr').first().getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/buildings\/\d+\/show$/);
  await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(building);
  await expectAccessible(page, 'the show page of a resource added in one file');
});

it('offers the new property in the create form, refuses a value too long with its message and saves a good one', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/create'));
  await page.getByLabel(/^name/i).fill(name);
  await page.getByRole('combobox', { name: /asset type/i }).fill('Server');
  await page.getByRole('option', { name: /server/i }).first().click();
  // The reference to the new resource: its select searches the buildings' own look-up.
  await page.getByRole('combobox', { name: /^building/i }).fill('North');
  await page.getByRole('option', { name: building }).click();
  await page.getByLabel(/^rack position/i).fill('U'.repeat(21));
  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText(MESSAGE).count()).toBeGreaterThan(0);
  await expectAccessible(page, 'asset form with the added property and its error');
  expect(page.url()).toContain('/service-desk/assets/create');
  await page.getByLabel(/^rack position/i).fill('R12-U07');
  await page.getByRole('button', { name: 'submit' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/assets/list', { timeout: 15000 });
});

it('makes it a choice of the list\'s column chooser, kept after a reload', async () => {
  const { page } = session;
  await page.getByRole('searchbox').fill(name);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('thead').textContent()).not.toContain('Rack position');
  await page.getByRole('button', { name: 'Columns' }).click();
  const choice = page.getByRole('menuitemcheckbox', { name: 'Rack position' });
  expect(await choice.getAttribute('aria-checked')).toBe('false');
  await choice.click();
  await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
  await expectAccessible(page, 'asset list column chooser', '[role=menu]');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('thead').textContent()).toContain('Rack position');
  await page.reload();
  await expect.poll(() => page.locator('thead').textContent()).toContain('Rack position');
  await page.getByRole('searchbox').fill(name);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('tbody tr').first().textContent()).toContain('R12-U07');
});

it('makes it a filter of the filter drawer, shown as a chip', async () => {
  const { page } = session;
  await page.getByRole('searchbox').fill('');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Rack position' }).fill('r12-u');
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('tbody tr').first().textContent()).toContain(name);
  // The chip shows behind the open drawer (hidden from assistive technology until it closes).
  await expect.poll(() => page.getByRole('button', { name: 'Remove Rack position: r12-u', includeHidden: true }).count()).toBe(1);
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Rack position' }).fill('nothing-like-it');
  await expect.poll(() => page.getByText('No data found').count()).toBe(1);
});

it('shows the stored value on the detail page and in the edit form', async () => {
  const { page } = session;
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Rack position' }).fill('R12');
  // Closed at once, before typing settles: the typed filter still applies, and its one row replaces "No data found".
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await page.locator('tbody tr').allTextContents()).join('|')).toContain(name);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  await page.locator('tbody tr').first().getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/assets\/\d+\/show$/);
  await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toMatch(/Rack position\s*R12-U07/);
  await page.goto(page.url().replace(/show$/, 'edit'));
  await expect.poll(() => page.getByLabel(/^rack position/i).inputValue()).toBe('R12-U07');
});

it('filters the asset list by the new resource and links to its record from the asset page', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Building' }).fill('North');
  await page.getByRole('option', { name: building }).click();
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  expect(await page.locator('tbody tr').first().textContent()).toContain(building);
  await page.keyboard.press('Escape');
  // The filter is in the address: a reload names the building again.
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: `Remove Building: ${building}` }).count()).toBe(1);
  await page.locator('tbody tr').first().getByRole('link', { name: 'view' }).click();
  await page.waitForURL(/\/service-desk\/assets\/\d+\/show$/);
  await page.getByRole('link', { name: building }).click();
  await page.waitForURL(/\/service-desk\/buildings\/\d+\/show$/);
  await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('1 Harbour Road');
});
