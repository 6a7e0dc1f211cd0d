import type { ProcessRole } from '../app';

/**
 * A process's part from ROLE_ENV, which the primary sets when it forks: the setup process does the
 * start's once-only work and serves nothing, a worker serves and does the background work without
 * the start's work, and a process started alone (no primary) does everything.
 * processRoleOf('worker') → { startup: false, background: true, listen: true }
 */
export function processRoleOf(role: string | undefined): ProcessRole & { listen: boolean } {
  if (role === 'setup') return { startup: true, background: false, listen: false };
  if (role === 'worker') return { startup: false, background: true, listen: true };
  return { startup: true, background: true, listen: true };
}
