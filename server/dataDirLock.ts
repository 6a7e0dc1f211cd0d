import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file whose SQLite locks say who uses a data folder: every process of a running server holds a
 * shared lock on it, a restore takes it alone. The operating system drops a process's locks when the
 * process ends, however it ends (SIGKILL, the OOM killer), so no lock outlives its server.
 */
export const LOCK_FILE = 'service-desk.lock';

/** How long a starting process waits for a restore, or a stopping server, to let go of the folder. */
const START_WAIT_MS = 5_000;

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

function openLock(dataDir: string, timeout: number): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  return new Database(join(dataDir, LOCK_FILE), { timeout });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Who holds a lock this process was refused: 'restore' when it is held alone, else the pid the
 * running server wrote into it (user_version), 0 when that is unknown (an app a test built, a pid gone).
 */
function holderOf(lock: Database.Database): number | 'restore' {
  lock.pragma('busy_timeout = 0');
  try {
    const pid = Number(lock.pragma('user_version', { simple: true }));
    return pid && isAlive(pid) ? pid : 0;
  } catch (error) {
    if (isBusy(error)) return 'restore';
    throw error;
  }
}

/** 'The server is running on ./data (process 42)', without the process when it is unknown. */
const running = (dataDir: string, pid: number) => `The server is running on ${dataDir}${pid ? ` (process ${pid})` : ''}`;

/**
 * Holds the data folder's lock for this process until it ends or `release` is called. With `claim`,
 * the process people stop (the primary, or a server run as one process) first writes its pid into
 * the lock: a write needs the lock alone, so a second server on the same folder is refused rather
 * than left to undo the first one's work (a start frees what a stopped server held).
 */
export function holdDataDirLock(dataDir: string, claim = false): () => void {
  const lock = openLock(dataDir, START_WAIT_MS);
  try {
    if (claim) lock.pragma(`user_version = ${process.pid}`);
    // From here on the connection keeps every lock it takes: its first read's shared lock stays.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  } catch (error) {
    if (!isBusy(error)) throw error;
    const holder = holderOf(lock);
    lock.close();
    throw new Error(holder === 'restore'
      ? `A restore is under way on ${dataDir}: start the server once it has ended.`
      : `${running(dataDir, holder)}: stop it first, or give this one a DATA_DIR of its own.`);
  }
  return () => lock.close();
}

/**
 * Runs `fn` while no server uses the data folder, holding its lock alone so that none starts
 * meanwhile; throws without running it while a server (any process of it) runs.
 */
export function withDataDirAlone<T>(dataDir: string, fn: () => T): T {
  const lock = openLock(dataDir, 0);
  try {
    try {
      lock.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      if (!isBusy(error)) throw error;
      const holder = holderOf(lock);
      throw new Error(holder === 'restore' ? `Another restore is under way on ${dataDir}.` : `${running(dataDir, holder)}: stop it before restoring.`);
    }
    try {
      return fn();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
