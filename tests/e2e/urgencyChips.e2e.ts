// Urgency at a glance, in light and dark: statuses and priorities are chips in the colours their
// resource files declare (x-badge) in lists, show pages and tab tables; a contract's expiry warns
// within the file's 30 days and is an error once passed; an asset whose warranty has passed says so
// on its page and in the list. Every chip's text keeps 4.5:1 on its chip, and axe finds nothing.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../server/time';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

const SCHEMES = ['light', 'dark'] as const;
const DAY = 86_400_000;
let session: Session;
const pages: Partial<Record<(typeof SCHEMES)[number], Page>> = {};
const stamp = String(Date.now() % 1_000_000);
const assets = { passed: `Warranty passed ${stamp}`, soon: `Warranty soon ${stamp}` };
const contracts = { passed: `Lease passed ${stamp}`, soon: `Lease soon ${stamp}`, later: `Lease later ${stamp}` };

beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
  pages.light = session.page;
  pages.dark = await session.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  await logIn({ ...session, page: pages.dark });
  // Assets and contracts whose dates are known whatever day the suite runs (demo status 5 is Missing).
  const dayOf = (days: number) => `${now(new Date(Date.now() + days * DAY)).slice(0, 10)} 12:00:00`;
  const asset = (name: string, days: number) => ({ name, asset_type_id: '6', asset_status_id: '5', warranty_expires_on: dayOf(days) });
  await post('/service-desk/api/asset', asset(assets.passed, -3));
  await post('/service-desk/api/asset', asset(assets.soon, 10));
  const contract = (name: string, days: number) => ({ name, contract_type_id: '1', cost: '100', status_id: '1', description: '<p>Lease</p>',
    vendor_id: '1', contract_start_date: dayOf(-900), contract_end_date: dayOf(days) });
  await post('/service-desk/api/contract', contract(contracts.passed, -5));
  await post('/service-desk/api/contract', contract(contracts.soon, 12));
  await post('/service-desk/api/contract', contract(contracts.later, 800));
});
afterAll(() => session.browser.close());

/** A save through the API as the signed-in browser makes it: session cookie plus the CSRF cookie echoed. */
async function post(path: string, fields: Record<string, string>) {
  const { page, url } = session;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const response = await page.request.fetch(url(path), { method: 'POST', headers: { 'x-xsrf-token': xsrf }, multipart: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** The list searched for the text, once it shows `rows` rows. */
async function searched(page: Page, path: string, text: string, rows: number) {
  await page.goto(session.url(path));
  await page.getByLabel(/search/i).fill(text);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(rows);
}

/** The chip holding the text, and its colour as MUI names it (MuiChip-colorSuccess → 'success'); undefined when no chip holds it. */
async function chipColour(scope: Locator, text: string | RegExp): Promise<string | undefined> {
  const chip = scope.locator('.MuiChip-root', { hasText: text }).first();
  if (!(await chip.count())) return undefined;
  const className = (await chip.getAttribute('class')) ?? '';
  return /MuiChip-color(\w+)/.exec(className)?.[1].toLowerCase();
}

/**
 * The lowest contrast of any chip's text on its chip, the chip's colour laid over what it sits on
 * (a grey chip is translucent), by WCAG's relative luminance.
 */
const lowestChipContrast = (page: Page) => page.evaluate(() => {
  const rgba = (text: string) => (text.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number).concat(1).slice(0, 4);
  const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));
  const backdrop = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) return colour[3] === 1 ? colour.slice(0, 3) : over(colour, backdrop(node.parentElement));
    }
    return [255, 255, 255];
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratios = [...document.querySelectorAll('.MuiChip-root')].map((chip) => {
    const label = chip.querySelector('.MuiChip-label') ?? chip;
    const text = over(rgba(getComputedStyle(label).color), backdrop(chip));
    const [a, b] = [luminance(text), luminance(backdrop(chip))].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
  return { chips: ratios.length, lowest: Math.min(...ratios) };
});

async function open(page: Page, path: string, ready: string | RegExp) {
  await page.goto(session.url(path));
  await expect.poll(() => page.locator('.MuiChip-root', { hasText: ready }).count()).toBeGreaterThan(0);
}

describe.each(SCHEMES)('%s', (scheme) => {
  const page = () => pages[scheme]!;

  it('colours release statuses and priorities in the list, legibly', async () => {
    await page().goto(session.url('/service-desk/releases/list'));
    await expect.poll(() => page().locator('tbody tr .MuiChip-root').count()).toBeGreaterThanOrEqual(16);
    expect((await lowestChipContrast(page())).lowest).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page(), `release list with chips (${scheme})`);
    // Demo release 7 is completed and urgent, 2 on hold and high, 1 open with a medium priority.
    for (const [identifier, status, priority, colours] of [['REL-0007', 'Completed', 'Urgent', ['success', 'error']],
      ['REL-0002', 'On hold', 'High', ['warning', 'warning']], ['REL-0001', 'Open', 'Medium', ['info', 'info']]] as const) {
      await searched(page(), '/service-desk/releases/list', identifier, 1);
      const row = page().locator('tbody tr');
      expect([await chipColour(row, status), await chipColour(row, priority)], identifier).toEqual(colours);
    }
  });

  it('shows them on the release page, and its changes tab colours them as the change list does', async () => {
    await open(page(), '/service-desk/releases/7/show', 'Completed');
    expect(await chipColour(page().locator('main'), 'Completed')).toBe('success');
    expect(await chipColour(page().locator('main'), 'Urgent')).toBe('error');
    await page().getByRole('tab', { name: /associated changes/i }).click();
    const panel = page().getByRole('tabpanel');
    await expect.poll(() => chipColour(panel, 'Closed')).toBe('default');
    expect((await lowestChipContrast(page())).lowest).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page(), `release page with chips (${scheme})`);
  });

  it('warns of a contract expiring within 30 days and shows an expired one as an error', async () => {
    await searched(page(), '/service-desk/contracts/list', stamp, 3);
    const row = (name: string) => page().locator('tbody tr', { hasText: name });
    expect(await chipColour(row(contracts.passed), 'Expired 5 days ago')).toBe('error');
    expect(await chipColour(row(contracts.soon), 'Expires in 12 days')).toBe('warning');
    expect(await row(contracts.later).getByText('Expires in 2 years').count()).toBe(1);
    expect(await chipColour(row(contracts.later), 'Expires in 2 years')).toBeUndefined();
    expect((await lowestChipContrast(page())).lowest).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page(), `contract list with expiry chips (${scheme})`);
  });

  it('says on an asset\'s page and in the list that its warranty has passed, and warns of one ending soon', async () => {
    await searched(page(), '/service-desk/assets/list', stamp, 2);
    const row = (name: string) => page().locator('tbody tr', { hasText: name });
    expect(await chipColour(row(assets.passed), 'Expired 3 days ago')).toBe('error');
    expect(await chipColour(row(assets.soon), 'Expires in 10 days')).toBe('warning');
    // Seeded status 5 is Missing, which the asset file colours by its name.
    expect(await chipColour(row(assets.passed), 'Missing')).toBe('error');
    await expectAccessible(page(), `asset list with warranty chips (${scheme})`);
    await row(assets.passed).getByRole('link').first().click();
    await expect.poll(() => page().getByRole('heading', { name: assets.passed }).count()).toBe(1);
    await expect.poll(() => chipColour(page().locator('main'), 'Expired 3 days ago')).toBe('error');
    expect((await lowestChipContrast(page())).lowest).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(page(), `asset page with its warranty (${scheme})`);
  });
});
