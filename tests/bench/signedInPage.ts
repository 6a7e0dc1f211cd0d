import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/ensureChromium';
import { signIn } from './signIn';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/**
 * Runs `measure` with a Chromium page signed in as the demo administrator on a fresh demo server over
 * the built app (dist/), then closes and removes everything.
 */
export async function withSignedInPage<T>(measure: (page: Page, base: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-browser-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // A context of its own, so that a measure can open more tabs in the signed-in browser.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, base, 'admin@example.com');
    return await measure(page, base);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
