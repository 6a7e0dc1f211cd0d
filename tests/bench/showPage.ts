// A show page in Chromium: from navigation until the record, its action menu and its first tab's
// entries are drawn (all data fetched and rendered). Median of 5 cold loads.
//
// The time is taken in the page (drawnAt.ts), and what a polling test driver sees printed beside it.
// The browser is driven over its DevTools pipe with no domain switched on in the page (pipeBrowser.ts),
// as a browser without DevTools runs it; the same loads with the Runtime domain on, as Playwright drives
// a page, are printed beside for what that costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/ensureChromium';
import { drawnCheck, type Ready } from './drawnAt';
import { median } from './measure';
import { evaluate, navigate, PipeBrowser, waitFor, type Tab } from './pipeBrowser';
import { signIn } from './throughput';

const LOADS = 5;
const DIST = join(import.meta.dirname, '..', '..', 'dist');

export interface ShowFigures { drawn: number[]; median: number; seen: number[]; seenMedian: number }

/**
 * Where each load starts: `app`, a tab showing a page of the app's origin (its icon: as a reload or a
 * link typed into a tab of the desk, without timing the unload of a whole app); `blank`, about:blank in
 * that tab: the app's answers carry Cross-Origin-Opener-Policy same-origin and about:blank none, so
 * Chromium opens the page in a new browsing context group, a new renderer process with nothing
 * compiled; `tab`, a new tab of the signed-in browser, as a mail client opens a link: a new renderer
 * process too, with or without that header. `runtime`: the DevTools Runtime domain on in the tab.
 */
export type Start = 'app' | 'blank' | 'tab';

/** One load of path in tab (or a new tab of the context), from `start`: the time drawn in the page, and as a polling driver saw it. */
async function load(browser: PipeBrowser, context: string, base: string, path: string, check: string, from: Start, tab: Tab | undefined, runtime: boolean) {
  const into = from === 'tab' ? await browser.newTab(context, check, runtime) : tab!;
  if (from !== 'tab') {
    const url = from === 'app' ? `${base}/favicon.ico` : 'about:blank';
    await navigate(into, url);
    await waitFor(into, `location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`);
  }
  const start = Date.now();
  await navigate(into, `${base}${path}`);
  const drawn = await waitFor<number>(into, `location.pathname === ${JSON.stringify(path)} && window.drawnAt`);
  const seen = Date.now() - start;
  if (from === 'tab') await browser.send('Target.closeTarget', { targetId: into.targetId });
  return { drawn: Math.round(drawn), seen };
}

export async function benchShowPage(path: string, ready: Ready, from: Start = 'app', runtime = false): Promise<ShowFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-browser-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  const browser = PipeBrowser.launch(ensureChromium(), CHROMIUM_ARGS);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signIn(base);
    const cookies = cookie.split('; ').map((pair): [string, string] => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
    const context = await browser.newContext(base, cookies);
    const check = drawnCheck(ready);
    // The signed-in tab: the page loaded once, so the browser's cache holds the app (the page is not warm).
    const tab = await browser.newTab(context, check, runtime);
    await navigate(tab, `${base}${path}`);
    await waitFor(tab, 'window.drawnAt');
    if (!(await evaluate<boolean>(tab, `location.pathname === ${JSON.stringify(path)}`))) throw new Error(`bench: ${path} did not stay (signed out?)`);
    const drawn: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const one = await load(browser, context, base, path, check, from, tab, runtime);
      drawn.push(one.drawn);
      seen.push(one.seen);
    }
    return { drawn, median: median(drawn), seen, seenMedian: median(seen) };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
