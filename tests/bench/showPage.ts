// A page of the app in Chromium, from navigation until what `ready` names is drawn: a show page's
// record, its action menu and its first tab's entries (all data fetched and rendered), or a form's
// first field taking input. Median of 5 cold loads.
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
import { navigate, PipeBrowser, waitFor, type Tab } from './pipeBrowser';
import { signIn } from './throughput';

// BENCH_LOADS: more loads for a steadier median on a busy machine.
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
// STATIC_DIR: a build of one's own (vite build --outDir), as the server takes it.
export const DIST = process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist');

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

/** Navigates the tab to path and waits for it drawn: its drawnAt, and when a driver polling every 50 ms saw it. */
async function drawnIn(tab: Tab, base: string, path: string): Promise<{ drawn: number; seen: number }> {
  const start = Date.now();
  await navigate(tab, `${base}${path}`);
  const drawn = await waitFor<number>(tab, `location.pathname === ${JSON.stringify(path)} && window.drawnAt`);
  return { drawn: Math.round(drawn), seen: Date.now() - start };
}

export async function benchShowPage(path: string, ready: Ready, from: Start = 'app', runtime = false): Promise<ShowFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-browser-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const [figures] = await timePages(base, [{ path, ready }], from, runtime);
    return figures;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each page timed as timeLoads times it, in one browser signed in (as the demo administrator) to the server listening at base. */
export async function timePages(base: string, pages: Array<{ path: string; ready: Ready }>, from: Start = 'app', runtime = false): Promise<ShowFigures[]> {
  const browser = PipeBrowser.launch(ensureChromium(), CHROMIUM_ARGS);
  try {
    const { cookie } = await signIn(base);
    const cookies = cookie.split('; ').map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
    const context = await browser.newContext(base, cookies);
    const figures: ShowFigures[] = [];
    for (const { path, ready } of pages) figures.push(await timeLoads(browser, context, base, path, ready, from, runtime));
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * LOADS cold loads of path in the browser context, each started as `from` says, after one load that
 * fills the browser's cache (the page is not warm): when each was drawn, and when a polling driver saw it.
 */
export async function timeLoads(browser: PipeBrowser, context: string, base: string, path: string, ready: Ready, from: Start, runtime = false): Promise<ShowFigures> {
  const check = drawnCheck(ready);
  const tab = await browser.newTab(context, check, runtime);
  await drawnIn(tab, base, path);
  const drawn: number[] = [];
  const seen: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const into = from === 'tab' ? await browser.newTab(context, check, runtime) : tab;
    if (from !== 'tab') {
      const url = from === 'app' ? `${base}/favicon.ico` : 'about:blank';
      await navigate(into, url);
      await waitFor(into, `location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`);
    }
    const one = await drawnIn(into, base, path);
    if (into !== tab) await browser.send('Target.closeTarget', { targetId: into.targetId });
    drawn.push(one.drawn);
    seen.push(one.seen);
  }
  return { drawn, median: median(drawn), seen, seenMedian: median(seen) };
}
