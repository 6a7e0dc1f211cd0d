// The public approval pages as an approver opens them: a link in a mail, so a new tab of a browser with
// no session, timed from navigation until the decision buttons are drawn (the record loaded and shown),
// the way showPage.ts times a show page (in the page, over Chromium's DevTools pipe).
// Alone: npx tsx tests/bench/approvalPages.ts (after npm run build; BENCH_LOADS=9 for a steadier median).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { DB_FILE } from '../../server/plugins/db';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/ensureChromium';
import type { Ready } from './drawnAt';
import { PipeBrowser } from './pipeBrowser';
import { timeLoads, type ShowFigures } from './showPage';
import { signIn } from './throughput';

// STATIC_DIR: a build of one's own (vite build --outDir), as the server takes it.
const DIST = process.env.STATIC_DIR ?? join(import.meta.dirname, '..', '..', 'dist');

export interface ApprovalPageFigures { change: ShowFigures; contract: ShowFigures }

/** Drawn: the page's title and its form's buttons, the second decision's word among them. */
const ready = (second: string): Ready => ({ css: ['h1', 'form button'], text: [second] });

/** A signed-in administrator's write, as the app's forms send it. */
async function post(base: string, session: { cookie: string; token: string }, path: string, fields: Record<string, string>): Promise<{ data?: { id: number } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data?: { id: number } }>;
}

/** The newest link of the pattern mailed so far, read from the outbox as a mail client would receive it. */
function newestLink(dataDir: string, pattern: RegExp): string {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true });
  try {
    const bodies = db.prepare('SELECT body FROM outbox ORDER BY id DESC').all() as Array<{ body: string }>;
    const link = bodies.map((mail) => pattern.exec(mail.body)?.[0]).find(Boolean);
    if (!link) throw new Error(`no link ${pattern} in the outbox`);
    return link;
  } finally {
    db.close();
  }
}

export async function benchApprovalPages(): Promise<ApprovalPageFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sd-bench-approval-'));
  const app = await buildApp({ dataDir, seed: 'demo', demoPassword: 'bench', staticDir: DIST });
  const browser = PipeBrowser.launch(ensureChromium(), CHROMIUM_ARGS);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = await signIn(base);
    const change = await post(base, session, '/service-desk/api/change', {
      subject: 'Move the mail gateway', description: '<p>Move it to the new cluster.</p>', requester_id: '9', status_id: '1', change_type_id: '2', priority_id: '2', impact_id: '2',
    });
    await post(base, session, '/service-desk/api/apply-cab-approval', { change_id: String(change.data!.id), workflow_id: '1' });
    const changePath = newestLink(dataDir, /\/change-approval\/[A-Za-z0-9_-]{43}/);
    await post(base, session, '/service-desk/api/contract', {
      name: 'Printer service', contract_type_id: '1', cost: '1200', status_id: '1', vendor_id: '1', approver_id: '2',
      description: '<p>Yearly printer service.</p>', contract_start_date: '2026-01-01 00:00:00', contract_end_date: '2027-01-01 00:00:00',
    });
    const contractPath = newestLink(dataDir, /\/service-desk\/contract-approval\/[A-Za-z0-9_-]{43}\/\d+/);
    // An approver's browser: no session of the desk, each link opened in a new tab.
    const context = await browser.newContext(base, []);
    return {
      change: await timeLoads(browser, context, base, changePath, ready('Deny'), 'tab'),
      contract: await timeLoads(browser, context, base, contractPath, ready('Reject'), 'tab'),
    };
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures: npm run bench, or alone. */
export function printApprovalPages(figures: ApprovalPageFigures): void {
  console.log('\nPublic approval pages in Chromium, opened from a mail in a new tab without a session, navigation to the decision buttons drawn (goal median <= 500 ms each):');
  for (const [title, loads] of [['change approval page', figures.change], ['contract approval page', figures.contract]] as const) {
    console.log(`  ${title}: drawn ${loads.drawn.map((t) => `${t} ms`).join(', ')}; median ${loads.median} ms`);
    console.log(`    as a test driver sees it (polling): ${loads.seen.map((t) => `${t} ms`).join(', ')}; median ${loads.seenMedian} ms`);
  }
}

if (process.argv[1] === import.meta.filename) printApprovalPages(await benchApprovalPages());
