// Every resource's screens through axe-core, in the light and the dark theme: its list, the page of
// its first record with each of its tabs, and its create form, found from the resource files (a new
// resource is checked with no code here); the dashboard and the hand-written pages, the sign-in page
// and both public approval pages too. The flows check the screens and dialogs they pass through in
// the light theme on the way (expectAccessible).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
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

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session);
  await askChangeApproval(session.page, `Swap the core router ${Date.now() % 100000}`);
  await askContractApproval(session.page, `Printer service ${Date.now() % 100000}`);
});
afterAll(() => session.browser.close());

/** Opens a path of the app as its own links do (no reload), then waits until its screen replaced the last one and is loaded. */
async function visit(page: Page, path: string) {
  const before = await page.locator('main').textContent();
  await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await expect.poll(() => page.locator('main').textContent()).not.toBe(before);
  await drawn(page, 'main');
}

/** Waits until the part has its heading or content and no progress indicator or busy region left. */
async function drawn(page: Page, part: string) {
  await expect.poll(() => page.locator(`${part} :is([role=progressbar], [aria-busy=true])`).count()).toBe(0);
  await expect.poll(() => page.locator(part).first().textContent().then((text) => (text ?? '').trim().length)).toBeGreaterThan(0);
}

/** The first record's page: the first link in the list whose address is a show page's. */
async function firstRecordPage(page: Page, definition: ResourceDefinition): Promise<string | undefined> {
  const pattern = new RegExp(`^${definition.routes.showPattern!.replace(':id', '\\d+')}$`);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`the ${scheme} theme`, () => {
    beforeAll(() => session.page.emulateMedia({ colorScheme: scheme }));

    it.each(loadResources().map((definition) => [definition.name, definition] as const))('%s: list, first record with each tab, create form', async (name, definition) => {
      const { page } = session;
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
    });

    it('checks the dashboard and the hand-written pages: reports, the import wizard, the outbox, barcode labels, form groups, permissions, a user, the map', async () => {
      const pages = ['/', REPORTS_HOME_ROUTE, IMPORT_SETTINGS_ROUTE, OUTBOX_ROUTE, BARCODE_SETTINGS_ROUTE, FORM_GROUP_LIST_ROUTE,
        HOST_AGENT_PERMISSIONS_ROUTE, '/user/3', assetMapPath(1)];
      for (const path of pages) {
        await visit(session.page, path);
        await expectAccessible(session.page, `${path} (${scheme})`);
      }
    });

    it('checks the sign-in page and both public approval pages, which need no session', async () => {
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
}
