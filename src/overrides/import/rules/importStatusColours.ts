/**
 * An import's status as a chip's colour: the same on its tracking page, in the list of imports and
 * in the home page's block of the last imports (server/import/importBlock.ts).
 */
export const IMPORT_STATUS_COLOURS = {
  uploaded: 'default', queued: 'default', running: 'info', completed: 'success', failed: 'error',
} as const satisfies Record<string, 'default' | 'info' | 'success' | 'error'>;
