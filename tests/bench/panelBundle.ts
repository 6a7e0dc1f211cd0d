// The panel library a host page loads (dist/panels/): its size, and in Chromium on examples/host.html
// the time from mountServiceDeskPanel to the ticket card drawn with its rows (all calls answered),
// median of 5, beside the whole page load to the same point.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './measure';
import { withSignedInPage } from './signedInPage';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const LOADS = 5;
/** A seed ticket holding assets, so the card's first tab has rows to draw. */
const TICKET = 1;
const CARD_ROW = 'section[aria-labelledby^="sd-ticket-"] tbody tr';

export interface PanelFigures {
  files: Array<{ file: string; raw: number; gzip: number }>;
  totalGzip: number;
  mounts: number[];
  mountMedian: number;
  pageLoads: number[];
  pageMedian: number;
}

export function measurePanelBundle(): Pick<PanelFigures, 'files' | 'totalGzip'> {
  const files = ['service-desk-panels.js', 'service-desk-panels.css'].map((file) => {
    const bytes = readFileSync(join(DIST, 'panels', file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

export function benchPanelBundle(): Promise<PanelFigures> {
  return withSignedInPage(async (page, base) => {
    const pageLoads: number[] = [];
    const mounts: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      await page.goto('about:blank');
      const start = Date.now();
      await page.goto(`${base}/examples/host.html?ticket=${TICKET}`);
      await page.locator(CARD_ROW).first().waitFor({ state: 'visible' });
      pageLoads.push(Date.now() - start);
      // Again inside the loaded page: unmount, then mount and wait for the rows, timed by the page's own clock.
      mounts.push(await page.evaluate(async ({ ticket, row }) => {
        const desk = (window as unknown as { serviceDesk: { mount(element: Element, options: object): unknown; unmount(element: Element): void } }).serviceDesk;
        const element = document.getElementById('service-desk')!;
        desk.unmount(element);
        const start = performance.now();
        desk.mount(element, { kind: 'ticket', id: ticket, apiUrl: '' });
        while (!document.querySelector(row)) await new Promise((resolve) => requestAnimationFrame(resolve));
        return Math.round(performance.now() - start);
      }, { ticket: TICKET, row: CARD_ROW }));
    }
    return { ...measurePanelBundle(), mounts, mountMedian: median(mounts), pageLoads, pageMedian: median(pageLoads) };
  });
}
