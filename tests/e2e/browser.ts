import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, inject } from 'vitest';
import { CHROMIUM_ARGS } from './ensureChromium';

/**
 * Content-Security-Policy violations in any page of the browsers this file opened: the browser's
 * securitypolicyviolation events and its console reports. Every test of a file that opens a
 * browser fails on any, so each flow also checks that the app runs under the policy.
 */
const violations: string[] = [];

/** The violations seen since the last test ended, now forgotten: a test that provokes one on purpose takes it. */
export const takeViolations = () => violations.splice(0);

afterEach(() => {
  const seen = takeViolations();
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
});

async function watchPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__policyViolation', ({ page }, text: string) => { violations.push(`${page.url()}: ${text}`); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __policyViolation(text: string): void }).__policyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
  });
}

export interface Session {
  browser: Browser;
  page: Page;
  url: (path: string) => string;
}

/** A fresh browser and page against the e2e server; every context it makes reports policy violations. */
export async function openBrowser(): Promise<Session> {
  const browser = await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchPolicy(context);
    return context;
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const url = (path: string) => `${inject('baseUrl')}${path}`;
  return { browser, page, url };
}

/** Logs in through the login screen as a demo user. */
export async function logIn(session: Session, email = 'admin@example.com', password = 'demo') {
  const { page, url } = session;
  await page.goto(url('/login'));
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Picks the option of a reference select by typing part of its name. */
export async function choose(page: Page, label: RegExp, text: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: new RegExp(text, 'i') }).first().click();
}
