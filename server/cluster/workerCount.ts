import { availableParallelism } from 'node:os';
import { wholeNumberSetting } from '../wholeNumberSetting';

/**
 * The number of server processes WORKERS asks for: by default one per core.
 * workerCount(undefined, 2) === 2; workerCount('1', 2) === 1; workerCount('0') throws.
 */
export const workerCount = (raw: string | undefined, cores = availableParallelism()): number => wholeNumberSetting('WORKERS', raw, cores);
