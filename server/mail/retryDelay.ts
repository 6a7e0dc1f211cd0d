/** Attempts a message gets before it is left failed for an administrator: about an hour of retries. */
export const MAX_ATTEMPTS = 8;

/** The first retry's wait; each later one waits twice as long. */
const FIRST_RETRY_MS = 30_000;

/**
 * How long to wait after the attempts-th failed attempt, or null when it was the last:
 * retryDelay(1) === 30_000, retryDelay(2) === 60_000, ..., retryDelay(MAX_ATTEMPTS) === null.
 * Doubling spares a relay that is down from a queue hammering it, and still retries a short outage soon.
 */
export function retryDelay(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return FIRST_RETRY_MS * 2 ** (Math.max(1, attempts) - 1);
}
