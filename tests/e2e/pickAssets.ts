import type { Page } from 'playwright-core';

/**
 * The attach-assets picker (950 px, filters applied by Apply, candidates ticked in a list): each name
 * searched and applied, its candidate ticked, then Attach. Ticks survive a new search.
 */
export async function pickAssets(page: Page, names: string[]): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const name of names) {
    await dialog.getByRole('searchbox', { name: /search/i }).fill(name);
    await dialog.getByRole('button', { name: /^apply$/i }).click();
    const candidate = dialog.getByRole('checkbox', { name: new RegExp(name) }).first();
    await candidate.waitFor();
    await candidate.click();
  }
  await dialog.getByRole('button', { name: /^attach$/i }).click();
}
