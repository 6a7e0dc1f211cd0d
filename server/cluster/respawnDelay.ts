/** A worker that ends sooner than this after it became ready counts as one more turn of a crash loop. */
export const QUICK_END_MS = 60_000;

const LONGEST_MS = 30_000;

/**
 * How long the primary waits before it starts a worker again, from how many workers in a row of the
 * same slot ended soon after they became ready: at once the first time (a crash, the OOM killer, every
 * worker killed at once), then 1, 2, 4 … up to 30 s, so that a worker dying at every start does not
 * keep the machine busy starting it while the other workers answer.
 * respawnDelay(0) === 0; respawnDelay(1) === 1000; respawnDelay(3) === 4000; respawnDelay(9) === 30_000
 */
export const respawnDelay = (quickEnds: number): number => (quickEnds === 0 ? 0 : Math.min(LONGEST_MS, 1000 * 2 ** (quickEnds - 1)));
