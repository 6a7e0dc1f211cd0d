// Chromium driven over its DevTools pipe with no domain switched on in a page unless asked. Playwright
// switches the Runtime domain on in every page it drives; with it on, V8 gives every Error a stack with
// lines and columns, and the first Error a page's scripts create while a large script's top level runs
// makes V8 parse that script again for its positions: 60-90 ms on the app's 0.9 MB entry, which a
// browser without DevTools attached never spends (docs/decisions.md, "A DevTools session's cost").
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** A desktop's page area. */
const VIEWPORT = { width: 1280, height: 900 };

interface Call { resolve(result: any): void; reject(error: Error): void }

/** A tab of a PipeBrowser: its DevTools session, and its browser to send through. */
export interface Tab { browser: PipeBrowser; targetId: string; sessionId: string }

export class PipeBrowser {
  private next = 1;
  private readonly calls = new Map<number, Call>();

  private constructor(private readonly child: ChildProcess, private readonly profile: string) {
    let buffered = '';
    (child.stdio[4] as Readable).on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
        const message = JSON.parse(buffered.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
        buffered = buffered.slice(end + 1);
        const call = message.id === undefined ? undefined : this.calls.get(message.id);
        if (!call) continue; // an event: none is asked for
        this.calls.delete(message.id!);
        if (message.error) call.reject(new Error(message.error.message));
        else call.resolve(message.result);
      }
    });
    child.on('exit', (code) => {
      for (const call of this.calls.values()) call.reject(new Error(`Chromium stopped (${code})`));
      this.calls.clear();
    });
  }

  static launch(executable: string, args: string[]): PipeBrowser {
    const profile = mkdtempSync(join(tmpdir(), 'sd-bench-chromium-'));
    const child = spawn(executable, [...args, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    return new PipeBrowser(child, profile);
  }

  /** One DevTools command: to the browser, or to a tab's session. */
  send<T = any>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** A context of its own (as a private window: its cache in memory), holding these cookies for base. */
  async newContext(base: string, cookies: Array<[string, string]>): Promise<string> {
    const { browserContextId } = await this.send('Target.createBrowserContext');
    await this.send('Storage.setCookies', { browserContextId, cookies: cookies.map(([name, value]) => ({ name, value, url: base })) });
    return browserContextId;
  }

  /** A new tab showing about:blank; `script` runs at the start of every document it loads. */
  async newTab(browserContextId: string, script: string, runtime = false): Promise<Tab> {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    await this.send('Page.enable', {}, sessionId);
    // The viewport Playwright gave the benches before (a window's size would also count its frame).
    await this.send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false }, sessionId);
    // As Playwright drives a page: to measure what its DevTools session costs.
    if (runtime) await this.send('Runtime.enable', {}, sessionId);
    await this.send('Page.addScriptToEvaluateOnNewDocument', { source: script }, sessionId);
    return { browser: this, targetId, sessionId };
  }

  /**
   * Closes Chromium as its window's close would (its helper processes end with it; killed after 5 s),
   * then removes its profile, retrying while a helper still writes its last files there.
   */
  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      await this.send('Browser.close').catch(() => this.child.kill('SIGKILL'));
      await exited;
      clearTimeout(kill);
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** The value of `expression` in the tab's page (evaluated without switching the Runtime domain on). */
async function evaluate<T>(tab: Tab, expression: string): Promise<T> {
  const { result, exceptionDetails } = await tab.browser.send('Runtime.evaluate', { expression, returnByValue: true }, tab.sessionId);
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value as T;
}

/** Polls `expression` every 50 ms until it is neither undefined nor false, for at most 30 s. */
export async function waitFor<T>(tab: Tab, expression: string): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await evaluate<T>(tab, expression).catch(() => undefined); // the document may be between two pages
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`waited 30 s for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Navigates the tab to url (the command returns once the navigation has started). */
export async function navigate(tab: Tab, url: string): Promise<void> {
  const { errorText } = await tab.browser.send('Page.navigate', { url }, tab.sessionId);
  if (errorText) throw new Error(`${url}: ${errorText}`);
}
