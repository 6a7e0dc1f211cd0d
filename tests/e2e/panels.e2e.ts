// The panels the add-on injects into host pages, in Chromium against the reference server: the
// ticket page of the app's stand-in help desk (meta box, action bar, associates card that reloads
// 3 s after a change, back on its assets tab), the permission screens (a permission taken away hides
// its button and the server refuses the call), the user and organisation pages, and the panel library
// mounted by the plain page examples/host.html. Hostile names show as text everywhere.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let admin: Session;
beforeAll(async () => {
  admin = await openBrowser();
  await logIn(admin);
});
afterAll(async () => {
  await admin.browser.close();
});

// Seed tickets that no problem holds and no other flow touches.
const TICKET = 23;
const HOST_TICKET = 24;
// Short enough for the name column's 40 characters, so the whole of it is on screen.
const HOSTILE = `<img src=x onerror=__pwned=1>Evil ${Date.now() % 100000}`;
const HOSTILE_NAME = new RegExp(HOSTILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A call with the page's session and CSRF cookie, as the app makes it; answers the HTTP status and body. */
async function call(page: Page, method: string, url: string, body?: Record<string, unknown>, multipart = false) {
  return page.evaluate(async ({ method, url, body, multipart }) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');
    const headers: Record<string, string> = { 'X-XSRF-TOKEN': token, Accept: 'application/json' };
    let sent: BodyInit | undefined;
    if (multipart && body) {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) form.append(name, String(value));
      sent = form;
    } else if (body) {
      headers['Content-Type'] = 'application/json';
      sent = JSON.stringify(body);
    }
    const response = await fetch(url, { method, headers, body: sent, credentials: 'include' });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, { method, url, body, multipart });
}

const card = (page: Page) => page.getByRole('region', { name: 'Service desk' });
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Service desk actions' });
const metaBox = (page: Page) => page.getByRole('region', { name: 'Problem' });
const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

let hostileId: number;

it('creates an asset with a hostile name for the later checks', async () => {
  await admin.page.goto(admin.url('/service-desk/assets/list'));
  const created = await call(admin.page, 'POST', '/service-desk/api/asset', { name: HOSTILE, asset_type_id: 4, used_by_id: 3, organization_id: 1 }, true);
  expect(created.status).toBe(200);
  hostileId = created.body.data.id;
  expect(hostileId).toBeGreaterThan(0);
});

it('ticket page: attaches an existing problem and detaches it, the meta box following 3 s later', async () => {
  const { page, url } = admin;
  await page.goto(url(`/thread/${TICKET}`));
  await expect.poll(() => metaBox(page).getByText('No problem attached').count()).toBe(1);
  await expectAccessible(page, 'ticket page with the service-desk panels');
  await bar(page).getByRole('button', { name: 'Attach existing problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach existing problem' });
  // Disabled until a problem is chosen.
  expect(await dialog.getByRole('button', { name: 'Attach' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'attach existing problem dialog', '[role=dialog]');
  const { subject } = (await call(page, 'GET', '/service-desk/api/problem/2')).body.data as { subject: string };
  await dialog.getByRole('combobox', { name: 'Problem' }).fill(subject);
  await page.getByRole('option', { name: subject }).first().click();
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Updating in 3 seconds' }).count()).toBe(1);
  const link = metaBox(page).getByRole('link', { name: /^#2 / });
  await expect.poll(() => link.count()).toBe(1);
  expect(await link.getAttribute('href')).toBe('/service-desk/problem/2/show');
  // With a problem, the attach buttons give way to detach.
  expect(await bar(page).getByRole('button', { name: 'Attach existing problem' }).count()).toBe(0);
  await bar(page).getByRole('button', { name: 'Detach problem' }).click();
  await page.getByRole('dialog', { name: 'Detach' }).getByRole('button', { name: 'Detach' }).click();
  await expect.poll(() => metaBox(page).getByText('No problem attached').count()).toBe(1);
  // The spec's attach-new path opens the problem form with the ticket as its context.
  expect(await bar(page).getByRole('link', { name: 'Attach new problem' }).getAttribute('href')).toBe(`/service-desk/problem/create?ticket_id=${TICKET}`);
});

it('ticket page: attaches assets through the picker and its filters, then detaches one', async () => {
  const { page } = admin;
  await bar(page).getByRole('button', { name: 'Attach assets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach assets' });
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect.poll(() => dialog.getByText('Please select assets.').count()).toBe(1);
  await expectAccessible(page, 'asset picker with its error', '[role=dialog]');
  // The filters (asset type, used by, managed by, organisation) and the search narrow the candidates once applied.
  await dialog.getByRole('combobox', { name: 'Asset type' }).fill('Laptop');
  await page.getByRole('option', { name: 'Laptop' }).first().click();
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(HOSTILE.slice(0, 12));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectAccessible(page, 'asset picker filters', '[role=dialog]');
  const hostile = dialog.getByRole('checkbox', { name: HOSTILE_NAME });
  await expect.poll(() => hostile.count()).toBe(1);
  await hostile.click();
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  const row = card(page).getByRole('row', { name: HOSTILE_NAME });
  await expect.poll(() => row.count()).toBe(1);
  // Shown as text, never as markup.
  expect(await row.getByRole('link').first().textContent()).toBe(HOSTILE);
  expect(await pwned(page)).toBeUndefined();
  await row.getByRole('button', { name: /^Detach/ }).click();
  await page.getByRole('dialog', { name: 'Detach' }).getByRole('button', { name: 'Detach' }).click();
  await expect.poll(() => row.count()).toBe(0);
});

it('ticket page: attaches a change as initiated; the reload returns to the assets tab; then detaches it', async () => {
  const { page } = admin;
  await card(page).getByRole('tab', { name: 'Changes' }).click();
  await bar(page).getByRole('button', { name: 'Attach change: Initiated' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach change: Initiated' });
  await dialog.getByRole('combobox', { name: 'Change' }).fill('CHN-0002');
  await page.getByRole('option', { name: /CHN-0002/ }).first().click();
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => card(page).getByRole('tab', { name: 'Assets' }).getAttribute('aria-selected')).toBe('true');
  await card(page).getByRole('tab', { name: 'Changes' }).click();
  const row = card(page).getByRole('row', { name: /CHN-0002/ });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.getByRole('cell').nth(2).textContent()).toBe('initiated');
  await row.getByRole('button', { name: /^Detach/ }).click();
  await page.getByRole('dialog', { name: 'Detach' }).getByRole('button', { name: 'Detach' }).click();
  await card(page).getByRole('tab', { name: 'Changes' }).click();
  await expect.poll(() => row.count()).toBe(0);
});

it('agent permission box: a permission taken away hides its button and the server refuses the call', async () => {
  const { page, url } = admin;
  await page.goto(url('/agent-permissions?agent_id=2&agent=Alan%20Agent'));
  const box = page.getByRole('region', { name: 'Service desk permissions' });
  await box.getByRole('button', { name: 'view is mandatory to perform all actions' }).hover();
  await expect.poll(() => page.getByRole('tooltip', { name: 'view is mandatory to perform all actions' }).count()).toBe(1);
  await expectAccessible(page, 'agent permission box');
  const attach = box.getByRole('checkbox', { name: 'Attach assets to a ticket' });
  await expect.poll(() => attach.isChecked()).toBe(true);
  await attach.uncheck();
  await box.getByRole('button', { name: 'Save permissions' }).click();
  await expect.poll(() => box.getByRole('status').count()).toBe(1);

  const agent = await openBrowser();
  try {
    await logIn(agent, 'agent@example.com');
    await agent.page.goto(agent.url(`/thread/${TICKET}`));
    await expect.poll(() => bar(agent.page).getByRole('button', { name: 'Attach change: Initiated' }).count()).toBe(1);
    expect(await bar(agent.page).getByRole('button', { name: 'Attach assets' }).count()).toBe(0);
    const refused = await call(agent.page, 'POST', '/service-desk/api/ticket-attach-assets', { ticket_id: TICKET, asset_ids: [hostileId] });
    expect(refused.status).toBe(403);
    // Nobody changes their own permissions.
    expect((await call(agent.page, 'POST', '/api/user/attach-permissions', { user_id: 2, permission_ids: [12], _method: 'PATCH' })).status).toBe(403);
  } finally {
    await agent.browser.close();
  }
  await attach.check();
  await box.getByRole('button', { name: 'Save permissions' }).click();
  await expect.poll(async () => (await call(page, 'GET', '/service-desk/get/permissions?user_id=2')).body.data.actions.show_attach_assets).toBe(true);
});

it('user page: titled with the name, assets and contracts tabs, and the update-permissions dialog', async () => {
  const { page, url } = admin;
  await page.goto(url('/user/3'));
  // Titled with the person's name, as the host reads it.
  const person = (await call(page, 'GET', '/api/user/3')).body.data.name;
  expect(person).toMatch(/\w+ \w+/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(person);
  await page.screenshot({ path: '/tmp/records-server/user-page.png' }).catch(() => undefined);
  await expect.poll(() => card(page).getByRole('row', { name: HOSTILE_NAME }).count()).toBe(1);
  expect(await pwned(page)).toBeUndefined();
  await card(page).getByRole('tab', { name: 'Contracts' }).click();
  await expect.poll(() => card(page).getByRole('tabpanel', { name: 'Contracts' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Update permissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permissions of this user' });
  const contracts = dialog.getByRole('checkbox', { name: 'View own contracts' });
  await expect.poll(() => contracts.isChecked()).toBe(true);
  await expectAccessible(page, 'update permissions dialog', '[role=dialog]');
  await contracts.uncheck();
  await dialog.getByRole('button', { name: 'Save permissions' }).click();
  await expect.poll(async () => (await call(page, 'GET', '/service-desk/get/permissions?limit=all&role=user&user_id=3')).body.data.permission_ids).toEqual([1, 2]);
  await contracts.check();
  await dialog.getByRole('button', { name: 'Save permissions' }).click();
  await expect.poll(async () => (await call(page, 'GET', '/service-desk/get/permissions?limit=all&role=user&user_id=3')).body.data.permission_ids).toEqual([1, 2, 3]);
});

it('organisation page: titled with the name, assets and contracts tabs', async () => {
  const { page, url } = admin;
  await page.goto(url('/organizations/1'));
  const organization = (await call(page, 'GET', '/api/organization/1')).body.data.name;
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(organization);
  expect(organization).not.toBe('Organization 1');
  await expect.poll(() => card(page).getByRole('row', { name: HOSTILE_NAME }).count()).toBe(1);
  await card(page).getByRole('tab', { name: 'Contracts' }).click();
  await expect.poll(() => card(page).getByRole('tabpanel', { name: 'Contracts' }).getByRole('row').count()).toBeGreaterThan(1);
  await expectAccessible(page, 'organisation page with its contracts tab');
  expect(await pwned(page)).toBeUndefined();
});

it('examples/host.html: the library draws the ticket panel on a plain page and works there', async () => {
  const { page, url } = admin;
  expect((await call(page, 'POST', '/service-desk/api/ticket-attach-assets', { ticket_id: HOST_TICKET, asset_ids: [hostileId] })).status).toBe(200);
  const modelReads: string[] = [];
  const countReads = (request: { url(): string }) => { if (request.url().includes('/service-desk/api/model/app')) modelReads.push(request.url()); };
  page.on('request', countReads);
  await page.goto(url(`/examples/host.html?ticket=${HOST_TICKET}`));
  const row = card(page).getByRole('row', { name: HOSTILE_NAME });
  await expect.poll(() => row.count()).toBe(1);
  // The page's two panels (the ticket card and the asset picker) read the model once between them.
  expect(modelReads).toHaveLength(1);
  page.off('request', countReads);
  expect(await pwned(page)).toBeUndefined();
  await expectAccessible(page, 'the panel library on a plain host page', '#service-desk');
  // The panel's links point at the service desk's own pages.
  expect(await row.getByRole('link').first().getAttribute('href')).toBe(`/service-desk/assets/${hostileId}/show`);
  await row.getByRole('button', { name: /^Detach/ }).click();
  await page.getByRole('dialog', { name: 'Detach' }).getByRole('button', { name: 'Detach' }).click();
  await expect.poll(() => row.count()).toBe(0);

  // Mistakes in a mount call throw at once; the host page goes on working.
  await page.evaluate(() => (window as unknown as { serviceDesk: { mount(element: unknown, options: unknown): unknown } }).serviceDesk.mount(null, { kind: 'ticket', id: 1 }));
  await expect.poll(() => page.locator('#host-status').textContent()).toBe('mountServiceDeskPanel: the element to draw the panel in is missing.');
  await page.evaluate(() => (window as unknown as { serviceDesk: { mount(element: unknown, options: unknown): unknown } }).serviceDesk.mount(document.getElementById('service-desk'), { kind: 'invoice', id: 1 }));
  await expect.poll(() => page.locator('#host-status').textContent()).toMatch(/^mountServiceDeskPanel: unknown kind "invoice"/);
  await page.getByRole('button', { name: 'A button of the help desk' }).click();
  expect(await page.locator('#host-clicks').textContent()).toBe('1');
  // The panel drawn before the mistake is still there.
  expect(await card(page).count()).toBe(1);

  // The asset picker in a host form: the ticked ids travel with the host's own submit.
  const form = page.locator('#host-form');
  await form.getByLabel('Search').fill(HOSTILE.slice(0, 12));
  await form.getByRole('checkbox', { name: HOSTILE_NAME }).click();
  await form.getByRole('button', { name: 'Submit the form' }).click();
  expect(await page.locator('#form-sent').textContent()).toBe(`asset_ids[] = ${hostileId}`);
});
