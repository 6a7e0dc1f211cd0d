import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './ensureChromium';

export interface Session {
  browser: Browser;
  page: Page;
  url: (path: string) => string;
}

/** A fresh browser and page against the e2e server. */
export async function openBrowser(): Promise<Session> {
  const browser = await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
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
