import type { Page } from 'playwright-core';

/** Signs in through the login screen of the bench server at base (demo users, password 'bench'). */
export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('bench');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
