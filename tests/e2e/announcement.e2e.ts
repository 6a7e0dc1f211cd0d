// The announcement sender in Chromium: the target choice swaps the group select, the conditional
// requirement shows on the field, a sent announcement empties the form and reaches the outbox of
// every member of the organisation, with the HTML as typed and nothing that runs.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { expectAccessible } from './accessibility';
import { logIn, openBrowser, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openBrowser();
  await logIn(session, 'agent@example.com');
});
afterAll(() => session.browser.close());

const subject = `Network maintenance ${Date.now() % 100000}`;

/** The announcement mails of a subject, as the outbox keeps them. */
function mailsOf(text: string): Array<{ kind: string; recipient: string; body: string }> {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly: true });
  try {
    return db.prepare('SELECT kind, recipient, body FROM outbox WHERE subject = ? ORDER BY id').all(text) as Array<{ kind: string; recipient: string; body: string }>;
  } finally {
    db.close();
  }
}

it('asks for the group of the chosen target, then sends to every member of the organisation', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/announcement/settings'));
  await page.getByRole('heading', { name: 'Announcement' }).waitFor();
  // Department is the default target: its select shows, the organisation's does not.
  expect(await page.getByRole('radio', { name: 'Department' }).isChecked()).toBe(true);
  await expect.poll(() => page.getByRole('combobox', { name: /^department/i }).count()).toBe(1);
  expect(await page.getByRole('combobox', { name: /^organization/i }).count()).toBe(0);

  await page.getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(3);
  expect(await page.getByText(/must match/).count()).toBe(0);
  await expectAccessible(page, 'announcement form with its errors');

  await page.getByRole('radio', { name: 'Organization' }).check();
  await expect.poll(() => page.getByRole('combobox', { name: /^organization/i }).count()).toBe(1);
  expect(await page.getByRole('combobox', { name: /^department/i }).count()).toBe(0);
  await page.getByRole('combobox', { name: /^organization/i }).fill('Glob');
  await page.getByRole('option', { name: /Globex/ }).click();
  await page.getByLabel(/^subject/i).fill(subject);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('The network is down from 22:00.');
  await page.getByRole('button', { name: 'submit' }).click();

  await expect.poll(() => page.getByText('Announcement sent to 4 people.').count()).toBe(1);
  // The form stays, emptied for the next announcement, back on the default target.
  expect(new URL(page.url()).pathname).toBe('/service-desk/announcement/settings');
  await expect.poll(() => page.getByLabel(/^subject/i).inputValue()).toBe('');
  expect(await page.getByRole('radio', { name: 'Department' }).isChecked()).toBe(true);
  expect(await page.locator('.ProseMirror').textContent()).toBe('');

  const mails = mailsOf(subject);
  expect(mails.map((mail) => mail.recipient)).toEqual(['agent@example.com', 'dennis.kowalski@example.com', 'frances.allen@example.com', 'niklaus.wirth@example.com']);
  for (const mail of mails) expect(mail).toMatchObject({ kind: 'announcement', body: '<p>The network is down from 22:00.</p>' });
});

it('is in the menu under Tools', async () => {
  const { page, url } = session;
  await page.goto(url('/service-desk/assets/list'));
  await page.getByRole('navigation').getByRole('list', { name: 'Tools' }).getByRole('link', { name: 'Announcement' }).click();
  await page.waitForURL((u) => u.pathname === '/service-desk/announcement/settings');
});
