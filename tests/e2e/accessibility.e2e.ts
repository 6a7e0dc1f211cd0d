// Every resource's screens through axe-core, in the light and the dark theme: its list, the page of
// its first record with each of its tabs, and its create form, found from the resource files (a new
// resource is checked with no code here); the dashboard and the hand-written pages, a few dialogs,
// the sign-in page and both public approval pages too. The flows check the screens and dialogs they pass through in
// the light theme on the way (expectAccessible).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ResourceDefinition } from '../../src/kernel';
import { loadResources } from '../../server/loadResources';
import { BARCODE_SETTINGS_ROUTE } from '../../src/overrides/barcode/barcodeRoutes';
import { assetMapPath } from '../../src/overrides/cmdb/assetPaths';
import { FORM_GROUP_LIST_ROUTE } from '../../src/overrides/formGroups/formGroupPaths';
import { IMPORT_SETTINGS_ROUTE } from '../../src/overrides/import/importRoutes';
import { OUTBOX_ROUTE } from '../../src/overrides/outbox/outboxRoutes';
import { HOST_AGENT_PERMISSIONS_ROUTE } from '../../src/overrides/panels/host/hostRoutes';
import { REPORTS_HOME_ROUTE } from '../../src/overrides/reports/reportRoutes';
import { expectAccessible } from './accessibility';
import { askChangeApproval, askContractApproval, newestApprovalLink } from './approvalLinks';
import { logIn, openBrowser, type Session } from './browser';

const SCHEMES = ['light', 'dark'] as const;
type Scheme = typeof SCHEMES[number];

// One signed-in page per theme, so the two themes are checked side by side (each test of a resource
// runs its light and dark halves at once: two browser pages keep both cores busy).
let session: Session;
const pages = {} as Record<Scheme, Page>;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
  await askChangeApproval(session.page, `Swap the core router ${Date.now() % 100000}`);
  await askContractApproval(session.page, `Printer service ${Date.now() % 100000}`);
  pages.light = session.page;
  pages.dark = await session.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  await logIn({ ...session, page: pages.dark });
});
afterAll(() => session.browser.close());

// The screen's part of react-admin's layout, without the side menu. (Waits below go through the page,
// not expect.poll: the two themes' tests run at once, and a poll must know its test.)
const CONTENT = '#main-content';

/** Opens a path of the app as its own links do (no reload), then waits until its screen replaced the last one and is loaded. */
async function visit(page: Page, path: string) {
  const before = await page.locator(CONTENT).textContent();
  await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForFunction(([part, text]) => document.querySelector(part)?.textContent !== text, [CONTENT, before] as const);
  await drawn(page, CONTENT);
}

/** Waits until the part has content and no progress indicator or busy region left. */
async function drawn(page: Page, part: string) {
  await page.waitForFunction((selector) => {
    const root = document.querySelector(selector);
    return !!root?.textContent?.trim() && !root.querySelector('[role=progressbar], [aria-busy=true]');
  }, part);
}

/** The first record's page: the first link in the list whose address is a show page's. */
async function firstRecordPage(page: Page, definition: ResourceDefinition): Promise<string | undefined> {
  const pattern = new RegExp(`^${definition.routes.showPattern!.replace(':id', '\\d+')}$`);
  const hrefs = await page.locator(`${CONTENT} a[href]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

/** A resource's list, the page of its first record with each tab, and its create form. */
async function checkResource(page: Page, definition: ResourceDefinition, scheme: Scheme) {
  const { name } = definition;
  if (definition.listed) {
    await visit(page, definition.routes.list);
    await expectAccessible(page, `${name} list (${scheme})`);
    const show = definition.routes.showPattern && await firstRecordPage(page, definition);
    if (show) {
      await visit(page, show);
      await expectAccessible(page, `${name} page (${scheme})`);
      const tabs = page.getByRole('tab');
      for (let index = 0; index < await tabs.count(); index += 1) {
        await tabs.nth(index).click();
        await drawn(page, '[role=tabpanel]');
        await expectAccessible(page, `${name} page, tab ${await tabs.nth(index).textContent()} (${scheme})`, '[role=tabpanel]');
      }
    }
  }
  if (definition.routes.create) {
    await visit(page, definition.routes.create);
    await expectAccessible(page, `${name} create form (${scheme})`);
  }
}

for (const definition of loadResources()) {
  describe(definition.name, () => {
    it.concurrent.each(SCHEMES)('list, first record with each tab, create form: %s', (scheme) => checkResource(pages[scheme], definition, scheme));
  });
}

// Each describe runs after the one before; inside it, the light and the dark test run at once.
describe('the dashboard and the hand-written pages', () => {
  it.concurrent.each(SCHEMES)('reports, the import wizard, the outbox, barcode labels, form groups, permissions, a user, the map: %s', async (scheme) => {
    const paths = ['/', REPORTS_HOME_ROUTE, IMPORT_SETTINGS_ROUTE, OUTBOX_ROUTE, BARCODE_SETTINGS_ROUTE, FORM_GROUP_LIST_ROUTE,
      HOST_AGENT_PERMISSIONS_ROUTE, '/user/3', assetMapPath(1)];
    for (const path of paths) {
      await visit(pages[scheme], path);
      await expectAccessible(pages[scheme], `${path} (${scheme})`);
    }
  });
});

describe('dialogs', () => {
  it.concurrent.each(SCHEMES)("a confirmation, a form with rich text, a picker, the map's node dialog: %s", async (scheme) => {
    const page = pages[scheme];
    const dialog = page.getByRole('dialog');
    /** Checks the dialog an action opens, then closes it with Escape. */
    const check = async (name: string, open: () => Promise<void>) => {
      await open();
      await drawn(page, '[role=dialog]');
      await expectAccessible(page, `${name} (${scheme})`, '[role=dialog]');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    await visit(page, '/service-desk/problem/list');
    await check('delete confirmation', () => page.locator(CONTENT).getByRole('button', { name: 'delete' }).first().click());
    await visit(page, '/service-desk/problem/1/show');
    await check('root cause dialog', async () => {
      await page.getByRole('button', { name: /planning/i }).click();
      await page.getByRole('menuitem', { name: /root cause/i }).click();
    });
    await check('attach assets dialog', async () => {
      await page.getByRole('button', { name: /associate/i }).click();
      await page.getByRole('menuitem', { name: /attach asset/i }).click();
    });
    await visit(page, assetMapPath(1));
    await check('map node dialog', () => page.locator('[data-drawn=true] g.node').first().click());
  });
});

describe('the pages without a session', () => {
  it.concurrent.each(SCHEMES)('the sign-in page and both public approval pages, which need no session: %s', async (scheme) => {
    const page = await session.browser.newPage({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(session.url('/login'));
      await page.getByRole('button', { name: /sign in/i }).waitFor();
      await expectAccessible(page, `sign-in page (${scheme})`);
      for (const kind of ['change', 'contract'] as const) {
        await page.goto(session.url(newestApprovalLink(kind)));
        await drawn(page, 'main');
        await expectAccessible(page, `${kind} approval page (${scheme})`);
      }
    } finally {
      await page.close();
    }
  });
});
