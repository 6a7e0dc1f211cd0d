// Two people edit the same problem: the later save is refused, the form says someone else changed
// the record and offers to reload, what was typed stays until then, and nothing is overwritten.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DB_FILE } from '../../server/plugins/db';
import { logIn, openBrowser, type Session } from './browser';

let admin: Session;
let agent: Session;
beforeAll(async () => {
  admin = await openBrowser();
  await logIn(admin);
  // The agent in a context of its own: its own cookies, its own session.
  const context = await admin.browser.newContext({ viewport: { width: 1280, height: 900 } });
  agent = { ...admin, page: await context.newPage() };
  await logIn(agent, 'agent@example.com');
});
afterAll(() => admin.browser.close());

/** What the server keeps, read from its database as nobody's screen shows it. */
function stored<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(join(inject('dataDir'), DB_FILE), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

const subjectOf = (page: Page) => page.getByLabel(/^subject/i);

it('refuses the later of two saves of the same problem, keeps what was typed and offers to reload', async () => {
  const { id } = stored<{ id: number }>('SELECT id FROM sd_problem WHERE active = 1 ORDER BY id DESC LIMIT 1');
  const tag = Date.now() % 100000;
  for (const { page, url } of [admin, agent]) {
    await page.goto(url(`/service-desk/problem/${id}/edit`));
    await expect.poll(() => subjectOf(page).inputValue()).not.toBe('');
  }

  await subjectOf(admin.page).fill(`Saved first ${tag}`);
  await admin.page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => admin.page.getByText('Problem updated successfully.').count()).toBe(1);

  await subjectOf(agent.page).fill(`Saved second ${tag}`);
  await agent.page.getByRole('button', { name: 'update' }).click();
  const conflict = agent.page.locator('[data-conflict]');
  await expect.poll(() => conflict.textContent()).toContain('Someone else changed this problem since you opened it, so nothing was saved.');
  expect(await conflict.textContent()).toContain('What you typed is still in the form; reloading replaces it with their version.');
  await agent.page.screenshot({ path: '/tmp/wt-writes-stale-save.png' });
  expect(await subjectOf(agent.page).inputValue()).toBe(`Saved second ${tag}`);
  expect(stored<{ subject: string }>('SELECT subject FROM sd_problem WHERE id = ?', id).subject).toBe(`Saved first ${tag}`);

  // Reloading shows the other person's save; a save made on it is accepted.
  await conflict.getByRole('button', { name: 'reload' }).click();
  await expect.poll(() => subjectOf(agent.page).inputValue()).toBe(`Saved first ${tag}`);
  expect(await conflict.count()).toBe(0);
  await subjectOf(agent.page).fill(`Saved after reload ${tag}`);
  await agent.page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => agent.page.getByText('Problem updated successfully.').count()).toBe(1);
  expect(stored<{ subject: string }>('SELECT subject FROM sd_problem WHERE id = ?', id).subject).toBe(`Saved after reload ${tag}`);

  // Two saves in a row from one form: the second goes at the version the first answered, not refused.
  await subjectOf(agent.page).fill(`Saved again ${tag}`);
  await agent.page.getByRole('button', { name: 'update' }).click();
  await expect.poll(() => stored<{ subject: string }>('SELECT subject FROM sd_problem WHERE id = ?', id).subject).toBe(`Saved again ${tag}`);
  expect(await conflict.count()).toBe(0);
});

it('refuses the later of two saves of the same planning entry in its popup, and reloads it on request', async () => {
  const { id } = stored<{ id: number }>('SELECT id FROM sd_problem WHERE active = 1 ORDER BY id DESC LIMIT 1');
  const tag = Date.now() % 100000;
  const editor = (page: Page) => page.getByRole('dialog').locator('.ProseMirror');
  for (const { page, url } of [admin, agent]) {
    await page.goto(url(`/service-desk/problem/${id}/show`));
    await page.getByRole('button', { name: /planning/i }).click();
    await page.getByRole('menuitem', { name: /symptoms/i }).click();
    await expect.poll(() => editor(page).count()).toBe(1);
  }
  await editor(admin.page).click();
  await admin.page.keyboard.type(`First symptom ${tag}`);
  await admin.page.getByRole('dialog').getByRole('button', { name: 'submit' }).click();
  await expect.poll(() => admin.page.getByRole('dialog').count()).toBe(0);

  await editor(agent.page).click();
  await agent.page.keyboard.type(`Second symptom ${tag}`);
  await agent.page.getByRole('dialog').getByRole('button', { name: 'submit' }).click();
  const conflict = agent.page.getByRole('dialog').locator('[data-conflict]');
  await expect.poll(() => conflict.textContent()).toContain('Someone else changed the Symptoms of this problem since you opened it');
  await agent.page.screenshot({ path: '/tmp/wt-writes-stale-planning.png' });
  expect(await editor(agent.page).textContent()).toContain(`Second symptom ${tag}`);
  const entry = () => stored<{ description: string }>("SELECT description FROM planning_entries WHERE resource = 'problem' AND record_id = ? AND key = 'symptoms'", id).description;
  expect(entry()).toContain(`First symptom ${tag}`);
  expect(entry()).not.toContain(`Second symptom ${tag}`);

  await conflict.getByRole('button', { name: 'reload' }).click();
  await expect.poll(() => editor(agent.page).textContent()).not.toContain(`Second symptom ${tag}`);
  expect(await editor(agent.page).textContent()).toContain(`First symptom ${tag}`);
});
