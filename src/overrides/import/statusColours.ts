import type { ImportStatus } from './importApi';

/** An import's status as a chip's colour, the same on its tracking page and in the list of imports. */
export const STATUS_COLOURS: Record<ImportStatus, 'default' | 'info' | 'success' | 'error'> = {
  uploaded: 'default', queued: 'default', running: 'info', completed: 'success', failed: 'error',
};
