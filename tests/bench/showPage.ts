// Time to interactive of a show page in Chromium: from navigation until the record, its action menu
// and its first tab's entries are on screen (all data fetched and rendered). Median of 5 cold loads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../../server/app';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/ensureChromium';
import { signIn } from './signIn';
import { median } from './measure';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const LOADS = 5;

export interface ShowFigures { loads: number[]; median: number }

/** ready(page) resolves once the page is usable; path is the show route to load. */
export async function benchShowPage(path: string, readySelectors: string[]): Promise<ShowFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-show-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, base, 'admin@example.com');
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto('about:blank');
      const start = Date.now();
      await page.goto(`${base}${path}`);
      await Promise.all(readySelectors.map((selector) => page.locator(selector).first().waitFor({ state: 'visible' })));
      loads.push(Date.now() - start);
    }
    return { loads, median: median(loads) };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
