/**
 * One page walked screen by screen for the stored-XSS sweep: moves as the app's own links do, waits
 * for each screen to settle, checks it (screenCheck.ts) and notes what is wrong in `problems`.
 */
import type { Page } from 'playwright-core';
import { screenProblems, settle, trackRequests } from './screenCheck';

export interface Sweep {
  page: Page;
  /** Loads a page of the server (the app, or a page of its own such as printed labels), then waits for it. */
  open(path: string): Promise<void>;
  /** Moves the app to a route as its links do (history and popstate: no reload), then waits for the screen. */
  go(path: string): Promise<void>;
  /** Waits until the page asks for nothing more and shows no progress. */
  settle(): Promise<void>;
  /** Checks the screen as it is: `expected` texts must show. */
  check(screen: string, expected?: string[]): Promise<void>;
  /** Waits for a text's tag to show (the screen drawn), noting it when it never does. */
  showsTag(screen: string, value: string | undefined): Promise<void>;
  /** Closes the open dialog as a user does (Escape, again for a list open inside it). */
  closeDialog(): Promise<void>;
  /** Opens each tab of the screen in turn and checks it. */
  eachTab(screen: string): Promise<void>;
}

/**
 * A sweep of `page` on the server at `url`, whose hostile texts are `typed` (each a text, or the text
 * with the other forms a screen may show it in: escaped in JSON, lower-cased), noting problems in `problems`.
 */
export function createSweep(page: Page, url: (path: string) => string, typed: Array<string | string[]>, problems: string[]): Sweep {
  const inFlight = trackRequests(page);
  // A problem a page keeps (a text shown wrong) is noted on the first screen that shows it, not on every tab after.
  const noted = new Set<string>();
  const sweep: Sweep = {
    page,
    settle: () => settle(page, inFlight),
    async open(path) {
      await page.goto(url(path));
      await sweep.settle();
    },
    async go(path) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await sweep.settle();
    },
    async check(screen, expected = []) {
      const forms = typed.map((text) => (Array.isArray(text) ? text : [text]));
      for (const problem of await screenProblems(page, screen, { typed: forms, expected })) {
        const key = `${new URL(page.url()).pathname} ${problem.slice(screen.length)}`;
        if (!noted.has(key)) problems.push(problem);
        noted.add(key);
      }
    },
    async showsTag(screen, value) {
      if (value) {
        await page.getByText(value.slice(0, 3)).first().waitFor({ timeout: 10000 })
          .catch(() => { problems.push(`${screen}: "${value.slice(0, 3)}…" never showed`); });
      }
      await sweep.settle();
    },
    async closeDialog() {
      for (let tries = 0; tries < 3 && await page.getByRole('dialog').count() > 0; tries += 1) {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
      }
    },
    async eachTab(screen) {
      const tabs = page.getByRole('tab');
      for (let index = 0; index < await tabs.count(); index += 1) {
        await tabs.nth(index).click();
        await sweep.settle();
        await sweep.check(`${screen}, ${await tabs.nth(index).textContent()} tab`);
      }
    },
  };
  return sweep;
}
