import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe's rules tagged experimental that test a WCAG success criterion, run with the rest: among them the
 * check that a control's spoken name contains the words it shows (2.5.3 label in name).
 */
const WCAG_EXPERIMENTAL = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];
const RULES = Object.fromEntries(WCAG_EXPERIMENTAL.map((id) => [id, { enabled: true }]));

/** What a failure says: the rule, what it wants, and the first elements it found with the fix axe suggests. */
const described = (violation: Result) => [
  `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`,
  ...violation.nodes.slice(0, 5).map((node) => `  ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
].join('\n');

/**
 * expectAccessible(page, 'problem list'): axe-core on the page as it is now, failing on any serious or
 * critical violation; `within` ('[role=tabpanel]') checks only that part (a tab whose page around it
 * was checked already). Finite animations (a dialog fading in) end first, so colours are read as shown.
 * axe runs inside the page (legacy mode): its default run opens a second page in the browser context,
 * which a page made by browser.newPage() may not do. The app has no frames of another origin to miss.
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ rules: RULES, resultTypes: ['violations'] });
  if (within) axe.include(within);
  const started = Date.now();
  const { violations } = await axe.analyze();
  // AXE_TIMES=1 prints what each check costs, to keep the suite's time in view.
  if (process.env.AXE_TIMES) console.log(`axe ${Date.now() - started} ms: ${screen}`);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(described), `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
