// The side menu leads with the work (problems, changes, releases, contracts, assets), keeps reference
// data under Settings, and offers each role only pages it may use: every entry is opened, as an agent
// and as an administrator, and none answers with the notice of who may use the page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => { session = await openBrowser(); });
afterAll(() => session.browser.close());

/** The menu as read on screen: each group's heading with the names of its links, in order. */
async function readMenu(): Promise<Array<[string, string[]]>> {
  const menu = session.page.getByRole('navigation', { name: 'Main menu' });
  await expect.poll(() => menu.getByRole('link', { name: 'Problems' }).count()).toBe(1);
  return menu.locator('ul[aria-labelledby]').evaluateAll((lists) => lists.map((list) => [
    document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    Array.from(list.querySelectorAll('a')).map((link) => link.textContent ?? ''),
  ] as [string, string[]]));
}

/** Opens each entry by clicking it, as a person does; the pages that answered with the role notice. */
async function notices(entries: string[]): Promise<string[]> {
  const { page } = session;
  const refused: string[] = [];
  for (const name of entries) {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-current=page]').textContent()).toBe(name);
    // The screen is drawn: its heading, or the notice instead of it.
    await expect.poll(async () => await page.locator('main h1, main [role=alert]').count()).toBeGreaterThan(0);
    const alerts = await page.locator('main [role=alert]').allTextContents();
    if (alerts.some((text) => /^Only .* can use this page\.$/.test(text))) refused.push(name);
  }
  return refused;
}

for (const [email, role] of [['agent@example.com', 'agent'], ['admin@example.com', 'administrator']] as const) {
  it(`leads with the work and opens no page an ${role} may not use`, async () => {
    await session.page.context().clearCookies();
    await logIn(session, email);
    const menu = await readMenu();
    expect(menu[0]).toEqual(['Work', ['Problems', 'Changes', 'Releases', 'Contracts', 'Assets']]);
    expect(menu.map(([group]) => group).at(-1)).toBe('Settings');
    const settings = menu.find(([group]) => group === 'Settings')![1];
    expect(settings).toEqual(expect.arrayContaining(['Asset types', 'Asset statuses', 'Contract types', 'Vendors']));
    // Administrators' pages: in an administrator's menu only.
    const adminPages = ['Import assets', 'Form groups', 'Barcode labels', 'Outbox', 'Agent permissions'];
    const all = menu.flatMap(([, names]) => names);
    for (const name of adminPages) expect(all.includes(name)).toBe(role === 'administrator');
    expect(await notices(all)).toEqual([]);
  });
}
