import type { ApiRequest } from '../../engine/data/request';
import { http } from '../http';

interface Early { reading: Promise<unknown>; body?: unknown }

/** Reads started before the page first drew, by URL, with their answer once it came: the page's first load takes its own. */
const early = new Map<string, Early>();

/**
 * Starts reading a link's record as the document starts (publicPages.ts), so the request travels while
 * the page's code runs and draws instead of after it; the page's first load then waits for that one,
 * or, when the answer came first, draws with it at once. This module imports nearly nothing, so the
 * public document can run it before the rest of its code.
 */
export function preloadPublicRecord(request: ApiRequest): void {
  const entry: Early = { reading: http.send({ method: 'GET', url: request.url }) };
  // Handled when the page takes it; until then a failure is no unhandled rejection.
  entry.reading.then((body) => { entry.body = body; }, () => undefined);
  early.set(request.url, entry);
}

/** The answer of the early read of url when it has come (successfully), else undefined; it stays for readNow. */
export const answeredEarly = (url: string): { body: unknown } | undefined => {
  const entry = early.get(url);
  return entry && 'body' in entry ? { body: entry.body } : undefined;
};

/** The read of url started early, once, or a new one. */
export function readNow(url: string): Promise<unknown> {
  const started = early.get(url);
  early.delete(url);
  return started?.reading ?? http.send({ method: 'GET', url });
}
