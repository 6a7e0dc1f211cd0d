import { availableParallelism } from 'node:os';

/**
 * The number of server processes WORKERS asks for: by default one per core.
 * workerCount(undefined, 2) === 2; workerCount('1', 2) === 1; workerCount('0') throws.
 */
export function workerCount(raw: string | undefined, cores = availableParallelism()): number {
  if (raw === undefined || raw.trim() === '') return cores;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`WORKERS must be a whole number of at least 1, not "${raw}".`);
  return count;
}
