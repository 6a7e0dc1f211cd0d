// The CMDB map as people explore it, on a desk and on a phone: an asset with seven relations opens
// with every node inside the map's box, the asset itself marked, each node's type and status in a
// legend; the buttons, keys, wheel, a drag and a pinch move and scale the drawing.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
let hubId: number;
const stamp = Date.now() % 100000;
/** The hub and its seven related assets, each with a type and a status of the demo's look-ups. */
let typesShown: string[];
let statusesShown: string[];

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>, multipart = false): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.fetch(session.url(path), {
    method, headers: { 'x-xsrf-token': xsrf }, ...(data && (multipart ? { multipart: data as Record<string, string> } : { data })),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<T>;
}

beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
  const { page } = session;
  type Items = { data: Record<string, Array<{ id: number; name: string }>> };
  const types = (await api<Items>(page, 'GET', '/service-desk/api/dependency/asset_types')).data.asset_types.slice(0, 3);
  const statuses = (await api<Items>(page, 'GET', '/service-desk/api/dependency/asset_statuses')).data.asset_statuses.slice(0, 2);
  const create = async (name: string, i: number) => (await api<{ data: { id: number } }>(page, 'POST', '/service-desk/api/asset',
    { name, asset_type_id: String(types[i % 3].id), asset_status_id: String(statuses[i % 2].id) }, true)).data.id;
  hubId = await create(`Map hub ${stamp}`, 0);
  const related: number[] = [];
  for (let i = 1; i <= 7; i++) related.push(await create(`Map neighbour ${i} with a longer name ${stamp}`, i));
  await api(page, 'POST', '/service-desk/api/make-cmdb', { relation: 'forward', parent_asset_id: hubId, child_asset_ids: related.slice(0, 4), cmdb_id: 1 });
  await api(page, 'POST', '/service-desk/api/make-cmdb', { relation: 'inverse', parent_asset_id: hubId, child_asset_ids: related.slice(4), cmdb_id: 2 });
  typesShown = types.map((type) => type.name).sort();
  statusesShown = statuses.map((status) => status.name).sort();
});
afterAll(() => session.browser.close());

const mapBox = (page: Page) => page.getByRole('group', { name: /relationship map/i });
const transform = (box: Locator) => box.locator('g.viewport').getAttribute('transform');
const scale = async (box: Locator) => Number(/scale\(([\d.]+)\)/.exec((await transform(box)) ?? '')?.[1]);

/** Every drawn node lies inside the map's box, which lies inside the window. */
async function expectAllInside(page: Page, box: Locator) {
  await expect.poll(() => box.locator('g.node').count()).toBe(8);
  const outer = (await box.boundingBox())!;
  expect(outer.x + outer.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const node of await box.locator('g.node rect.body').all()) {
    const inner = (await node.boundingBox())!;
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
  }
}

/** The marks say what they mean: the centred asset is the current one, the legend names the types and statuses shown. */
async function expectMarked(page: Page, box: Locator) {
  const current = box.locator('g.node[aria-current=true]');
  expect(await current.count()).toBe(1);
  expect(await current.getAttribute('aria-label')).toMatch(new RegExp(`^AST-\\d{4} Map hub ${stamp} \\(`));
  expect(await current.locator('rect.ring').count()).toBe(1);
  const legend = page.getByRole('list', { name: 'Legend' });
  expect(await legend.getByRole('list', { name: 'Types:' }).getByRole('listitem').allTextContents()).toEqual(typesShown);
  expect(await legend.getByRole('list', { name: 'Statuses:' }).getByRole('listitem').allTextContents()).toEqual(statusesShown);
  // Each type's stripe has its legend colour.
  const stripe = await box.locator('g.node rect.type').first().getAttribute('fill');
  expect(await legend.locator('[data-legend=type] > [aria-hidden]').evaluateAll((swatches) => swatches.map((s) => getComputedStyle(s).backgroundColor)))
    .toContain(await page.evaluate((colour) => { const probe = document.createElement('i'); probe.style.color = colour!; document.body.append(probe); const rgb = getComputedStyle(probe).color; probe.remove(); return rgb; }, stripe));
}

it('opens a seven-relation map on the asset page at 1440 px with every node inside, the asset marked and a legend', async () => {
  const { page, url } = session;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url(`/service-desk/assets/${hubId}/show`));
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await page.getByRole('button', { name: 'map view' }).click();
  const box = mapBox(page);
  await expectAllInside(page, box);
  await expectMarked(page, box);
  await expectAccessible(page, 'CMDB map with its legend', '[role=tabpanel]');
});

it('zooms by the buttons, the keys and the wheel, pans by the arrows and a drag, and shows it whole again with 0', async () => {
  const { page } = session;
  const box = mapBox(page);
  const opened = await transform(box);
  const start = await scale(box);
  await page.getByRole('button', { name: 'zoom in' }).click();
  expect(await scale(box)).toBeCloseTo(start * 1.25, 2);
  await page.getByRole('button', { name: 'zoom out' }).click();
  expect(await scale(box)).toBeCloseTo(start, 2);
  await box.focus();
  await page.keyboard.press('+');
  expect(await scale(box)).toBeCloseTo(start * 1.25, 2);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  expect(await scale(box)).toBeCloseTo(start / 1.25, 2);
  const before = await transform(box);
  await page.keyboard.press('ArrowRight');
  expect(await transform(box)).not.toBe(before);
  await page.keyboard.press('0');
  expect(await transform(box)).toBe(opened);
  // The wheel zooms around the pointer, and leaves the page where it was.
  const outer = (await box.boundingBox())!;
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.move(outer.x + outer.width - 20, outer.y + 20);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => scale(box)).toBeGreaterThan(start);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A drag from an empty corner moves the drawing and opens nothing.
  const dragged = await transform(box);
  await page.mouse.move(outer.x + outer.width - 10, outer.y + outer.height - 10);
  await page.mouse.down();
  await page.mouse.move(outer.x + outer.width - 110, outer.y + outer.height - 60, { steps: 5 });
  await page.mouse.up();
  expect(await transform(box)).not.toBe(dragged);
  expect(await page.getByRole('dialog').count()).toBe(0);
  // A click still opens a node.
  await page.keyboard.press('0');
  await box.locator('g.node[aria-current=true] text').click();
  await expect.poll(() => page.getByRole('dialog').getByRole('heading').textContent()).toMatch(new RegExp(`^AST-\\d{4} Map hub ${stamp}`));
  await page.keyboard.press('Escape');
});

/** A touch of one or two fingers through Chromium's input (touch start, moves, end). */
async function touch(context: BrowserContext, page: Page, from: Array<[number, number]>, to: Array<[number, number]>) {
  const cdp = await context.newCDPSession(page);
  const points = (list: Array<[number, number]>) => list.map(([x, y], id) => ({ x, y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let step = 1; step <= 5; step++) {
    const at = from.map(([x, y], i): [number, number] => [x + ((to[i][0] - x) * step) / 5, y + ((to[i][1] - y) * step) / 5]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

it('opens fitted on a 390 px phone, full page and in the tab, pans with a finger and zooms with a pinch', async () => {
  const { browser, page: desk, url } = session;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: await desk.context().storageState() });
  const page = await context.newPage();
  try {
    await page.goto(url(`/service-desk/assets/${hubId}/cmdb-map`));
    const box = mapBox(page);
    await expectAllInside(page, box);
    await expectMarked(page, box);
    const outer = (await box.boundingBox())!;
    const before = await transform(box);
    const start = await scale(box);
    await touch(context, page, [[outer.x + outer.width - 15, outer.y + 15]], [[outer.x + outer.width - 95, outer.y + 75]]);
    await expect.poll(() => transform(box)).not.toBe(before);
    expect(await scale(box)).toBeCloseTo(start, 3);
    const [cx, cy] = [outer.x + outer.width / 2, outer.y + outer.height / 2];
    await touch(context, page, [[cx - 30, cy], [cx + 30, cy]], [[cx - 90, cy], [cx + 90, cy]]);
    await expect.poll(() => scale(box)).toBeGreaterThan(start * 1.5);
    await expectAccessible(page, 'CMDB map on a phone');

    await page.goto(url(`/service-desk/assets/${hubId}/show`));
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await page.getByRole('button', { name: 'map view' }).click();
    await expectAllInside(page, mapBox(page));
  } finally {
    await context.close();
  }
});
