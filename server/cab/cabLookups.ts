import type { Lookup } from '../../src/kernel';

/** The CAB module's look-ups: its levels through the view its definitions keep (server/cab/definitions.ts). */
export const CAB_LOOKUPS: Record<string, Lookup> = {
  cab_levels: { source: { from: 'table', table: 'cab_level_names' } },
};
