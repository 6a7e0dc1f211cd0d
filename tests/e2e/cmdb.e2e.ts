import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
let dialogs = 0;
let assetId: number;
const stamp = Date.now() % 100000;
const NAME = `Core router ${stamp}`;
// New assets are numbered: the map and its dialog name them by number and name.
const numbered = (name: string) => new RegExp(`^AST-\\d{4} ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const HOSTILE = `<img src=x onerror="window.__pwned=1">"]; click n0 call alert(1) %%{init}%% ${stamp}`;

beforeAll(async () => {
  session = await openBrowser();
  session.page.on('dialog', (dialog) => { dialogs++; void dialog.dismiss(); });
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

/** The API as the signed-in browser calls it: session cookie plus the CSRF cookie echoed. */
async function api(method: 'POST', path: string, data: Record<string, unknown>, multipart = false) {
  const { page, url } = session;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.fetch(url(path), { method, headers: { 'x-xsrf-token': xsrf }, ...(multipart ? { multipart: data as Record<string, string> } : { data }) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const mapNodes = () => session.page.locator('[data-drawn=true] g.node');

async function chooseOption(combobox: RegExp, text: string) {
  const dialog = session.page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: combobox }).fill(text);
  await session.page.getByRole('option', { name: new RegExp(text) }).first().click();
}

it('relates a new asset to two others from its Relationships tab', async () => {
  const { page, url } = session;
  assetId = (await api('POST', '/service-desk/api/asset', { name: NAME, asset_type_id: '14' }, true)).data.id;
  await page.goto(url(`/service-desk/assets/${assetId}/show`));
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await expect.poll(() => page.getByText('no relationships').count()).toBe(1);
  await page.getByRole('button', { name: 'add new' }).click();

  await page.getByRole('dialog').getByRole('button', { name: 'create' }).click();
  await expect.poll(() => page.getByRole('dialog').getByRole('alert').textContent()).toBe('at least one relation is required to create relationship');
  await expectAccessible(page, 'relationship dialog with its alert', '[role=dialog]');
  for (const asset of ['AST-0001', 'AST-0002']) await chooseOption(/assets/i, asset);
  await chooseOption(/forward relation/i, 'depends on');
  await chooseOption(/inverse relation/i, 'used by');
  // Forward and inverse are exclusive: choosing one cleared the other.
  expect(await page.getByRole('dialog').getByRole('combobox', { name: /forward relation/i }).inputValue()).toBe('');
  await page.getByRole('dialog').getByRole('button', { name: 'create' }).click();

  await expect.poll(() => page.getByText('Relationships created successfully.').count()).toBe(1);
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  const rows = page.getByRole('table', { name: 'Relationships' }).locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(2);
  expect(await rows.allTextContents()).toEqual([expect.stringMatching(/^used byAST-0001 /), expect.stringMatching(/^used byAST-0002 /)]);
  expect(await rows.first().getByRole('link').getAttribute('href')).toBe('/service-desk/assets/1/show');
  await expectAccessible(page, 'relationships list', '[role=tabpanel]');
});

it('draws the map, deepens it, and opens a node\'s dialog: view asset in a new tab, add relationship from it', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'map view' }).click();
  await expect.poll(() => mapNodes().count()).toBe(3);
  await page.getByRole('combobox', { name: 'Depth' }).click();
  await page.getByRole('option', { name: '2 hops' }).click();
  // AST-0001 depends on AST-0022 and hosts AST-0018 in the demo data: one hop further.
  await expect.poll(() => mapNodes().count()).toBe(5);
  await expectAccessible(page, 'CMDB map', '[role=tabpanel]');

  await page.getByRole('button', { name: /^AST-0001 / }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByRole('heading').textContent()).toMatch(/^AST-0001 Dell Latitude 7440/);
  await expectAccessible(page, 'map node dialog', '[role=dialog]');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'view asset' }).click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/service-desk/assets/1/show');
  await tab.close();

  await page.getByRole('button', { name: /^AST-0001 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'add relationship' }).click();
  await expect.poll(() => page.getByRole('dialog').getByText(/^Relate AST-0001 Dell Latitude 7440 .* to other assets$/).count()).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: 'cancel' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
});

it('shows a hostile asset name and relation as text only: no script, no image, no dialog', async () => {
  const { page, url } = session;
  const hostileId = (await api('POST', '/service-desk/api/asset', { name: HOSTILE, asset_type_id: '4' }, true)).data.id;
  await api('POST', '/service-desk/api/make-cmdb', { relation: 'forward', parent_asset_id: assetId, child_asset_ids: [hostileId], cmdb_id: 3 });
  await page.goto(url(`/service-desk/assets/${assetId}/show`));
  await page.getByRole('tab', { name: 'Relationships' }).click();
  // The list cuts long names; the link reads the start of the name as typed.
  await expect.poll(() => page.getByRole('link', { name: /^AST-\d{4} <img src=x onerror="window.__pwned=1">/ }).count()).toBe(1);
  await page.getByRole('button', { name: 'map view' }).click();
  await expect.poll(() => mapNodes().count()).toBe(4);
  const hostileNode = page.getByRole('button', { name: HOSTILE });
  // Drawn as typed, as text.
  expect(await hostileNode.locator('text').textContent()).toMatch(/^AST-\d{4} <img src=x onerror="window.__pwned=1">/);
  await hostileNode.click();
  await expect.poll(() => page.getByRole('dialog').getByRole('heading').textContent()).toMatch(numbered(HOSTILE));
  await page.getByRole('dialog').getByRole('button', { name: 'close' }).click();
  expect(await page.locator('[data-drawn] img, [data-drawn] script, [data-drawn] foreignObject, [data-drawn] a').count()).toBe(0);
  expect(await page.locator('img[src=x]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

it('deletes a relationship from the list after confirming', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'list view' }).click();
  const rows = page.getByRole('table', { name: 'Relationships' }).locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(3);
  await page.getByRole('button', { name: /^delete used by AST-0002 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'delete' }).click();
  await expect.poll(() => page.getByText('Relationship removed successfully.').count()).toBe(1);
  await expect.poll(() => rows.count()).toBe(2);
});

it('draws a map of two dozen assets by hops: every asset a button, names as text, a click opens the dialog', async () => {
  const { page, url } = session;
  const hubId = (await api('POST', '/service-desk/api/asset', { name: `Hub ${stamp}`, asset_type_id: '4' }, true)).data.id;
  const names = Array.from({ length: 24 }, (_, i) => (i === 2 ? HOSTILE : `Rack unit ${i} ${stamp}`));
  const ids: number[] = [];
  for (const name of names) ids.push((await api('POST', '/service-desk/api/asset', { name, asset_type_id: '4' }, true)).data.id);
  await api('POST', '/service-desk/api/make-cmdb', { relation: 'forward', parent_asset_id: hubId, child_asset_ids: ids, cmdb_id: 3 });
  await page.goto(url(`/service-desk/assets/${hubId}/cmdb-map?depth=1`));
  await expect.poll(() => mapNodes().count()).toBe(names.length + 1);
  expect(await page.locator('[data-drawn=true] svg.hop-map').count()).toBe(1);
  expect(await page.locator('[data-drawn=true] g.edgeLabel').count()).toBe(names.length);
  await expectAccessible(page, 'CMDB map drawn by hops');
  // Drawn as typed (cut to the label's length), named whole.
  const hostileNode = page.getByRole('button', { name: HOSTILE });
  expect(await hostileNode.locator('text').textContent()).toMatch(/^AST-\d{4} <img src=x onerror="window.__pwned=1">/);
  await hostileNode.click();
  await expect.poll(() => page.getByRole('dialog').getByRole('heading').textContent()).toMatch(numbered(HOSTILE));
  await page.getByRole('dialog').getByRole('button', { name: 'close' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(await page.locator('[data-drawn] img, [data-drawn] script, [data-drawn] foreignObject, [data-drawn] a').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});
