/**
 * What a stored-XSS sweep asks of every screen: nothing hostile ran (the flag's setter reports each
 * run, at any time, on any page of the context; alert, confirm and prompt are dialogs), no handler or
 * script URL is left in the DOM, and every hostile text on screen reads as it was typed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { FLAG } from './hostileText';

/** Reports every run of hostile code in the context's pages, and every alert, confirm or prompt, into `problems`. */
export async function watchRuns(context: BrowserContext, problems: string[]) {
  await context.exposeBinding('__xssRan', ({ frame }) => { problems.push(`hostile code ran on ${frame.url()}`); });
  await context.addInitScript((flag) => {
    let runs = 0;
    const report = (window as unknown as { __xssRan: () => void }).__xssRan;
    Object.defineProperty(window, flag, { get: () => runs, set: () => { runs += 1; void report(); } });
  }, FLAG);
  const watch = (page: Page) => page.on('dialog', (dialog) => {
    problems.push(`a ${dialog.type()} dialog opened on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** A page's requests in flight, so a screen is read once it has everything it asked for. */
export function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => { open += 1; });
  page.on('requestfinished', () => { open -= 1; });
  page.on('requestfailed', () => { open -= 1; });
  return () => open;
}

/** Waits until the page asks for nothing and shows no progress indicator, twice in a row a frame apart. */
export async function settle(page: Page, inFlight: () => number) {
  for (let quiet = 0; quiet < 2;) {
    await page.waitForFunction(() => !document.querySelector('[role=progressbar], .MuiSkeleton-root'));
    quiet = inFlight() === 0 ? quiet + 1 : 0;
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 50)); }));
  }
}

export interface ScreenTexts {
  /** Every hostile text written, each with any other forms a screen may show it in. */
  typed: string[][];
  /** Texts this screen must show. */
  expected?: string[];
}

/** What is wrong with the screen now, each problem a sentence naming it. */
export async function screenProblems(page: Page, screen: string, texts: ScreenTexts): Promise<string[]> {
  const found = await page.evaluate(inspectScreen, { flag: FLAG, typed: texts.typed, expected: texts.expected ?? [] });
  return found.map((problem) => `${screen}: ${problem}`);
}

/**
 * Runs in the page. Text is compared without white space (layout may break or join lines): from each
 * place a text's tag (its first three characters) shows, what follows must be the text, or the start
 * of it cut with '…'; in an input, the text or a start of it (a search typed).
 */
function inspectScreen({ flag, typed, expected }: { flag: string; typed: string[][]; expected: string[] }): string[] {
  const problems: string[] = [];
  const runs = (window as unknown as Record<string, unknown>)[flag];
  if (runs) problems.push(`${flag} is ${String(runs)}`);
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) problems.push(`<${element.localName}> keeps the handler ${name}="${value}"`);
      else if (lower === 'srcdoc') problems.push(`<${element.localName}> keeps a srcdoc`);
      else if (URL_ATTRIBUTES.includes(lower) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value)) problems.push(`<${element.localName}> keeps ${name}="${value}"`);
    }
  }
  const squash = (text: string) => text.replace(/\s+/g, '');
  const text = squash(document.body.textContent ?? '');
  const labels = Array.from(document.querySelectorAll('[title], [aria-label]'))
    .flatMap((element) => [element.getAttribute('title') ?? '', element.getAttribute('aria-label') ?? '']).map(squash);
  const inputs = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((input) => squash(input.value));
  const shown = (rest: string, form: string) => {
    if (rest.startsWith(form)) return true;
    const cut = rest.indexOf('…');
    return cut > 0 && form.startsWith(rest.slice(0, cut));
  };
  const typedIn = (rest: string, form: string) => rest.startsWith(form) || form.startsWith(rest);
  /**
   * Each place the text's tag shows: whether what follows is the text as typed (ok), and whether the
   * text is all there or cut with '…' (whole: a search box holding the tag alone shows nothing).
   */
  const places = (forms: string[]) => {
    const squashed = forms.map(squash);
    const tag = squashed[0].slice(0, 3);
    const found: Array<{ rest: string; ok: boolean; whole: boolean }> = [];
    const scan = (haystack: string, input: boolean) => {
      for (let at = haystack.indexOf(tag); at >= 0; at = haystack.indexOf(tag, at + 1)) {
        const rest = haystack.slice(at);
        const whole = squashed.some((form) => (input ? rest.startsWith(form) : shown(rest, form)));
        found.push({ rest, whole, ok: whole || (input && squashed.some((form) => typedIn(rest, form))) });
      }
    };
    scan(text, false);
    for (const label of labels) scan(label, false);
    for (const input of inputs) scan(input, true);
    return found;
  };
  for (const forms of typed) {
    for (const place of places(forms)) if (!place.ok) problems.push(`shows "${place.rest.slice(0, 80)}" where "${forms[0]}" was typed`);
  }
  for (const value of expected) {
    const forms = typed.find((candidate) => candidate[0] === value) ?? [value];
    if (!places(forms).some((place) => place.whole)) problems.push(`does not show "${value}"`);
  }
  return problems;
}
