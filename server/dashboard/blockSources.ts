/**
 * Blocks whose figures no resource's list holds (x-dashboard `source`): a module answers them from its
 * own tables (the import's jobs, the outbox). Code, since only the module knows those tables
 * (ServerModule.blockSources); loadResources refuses a file naming a source no module has.
 */
import type { SqlClient } from '../database/sqlClient';
import type { BlockData } from '../../src/kernel';
import type { User } from '../repositories/users';
import { moduleTable } from '../modules/moduleTable';

export interface SourceContext {
  db: SqlClient;
  user: User;
  /** How many items the block shows. */
  limit: number;
}

/** A source's answer: how many there are, the newest `limit` of them as items, and the page they come from. */
export type BlockSource = (context: SourceContext) => Promise<BlockData>;

/** Every module's block sources, by the name an x-dashboard block's `source` gives. */
export const blockSources = moduleTable((module) => module.blockSources);

/** The source of a name, or a programming error: loadResources has checked every name a file gives. */
export function blockSource(name: string): BlockSource {
  const source = Object.hasOwn(blockSources(), name) ? blockSources()[name] : undefined;
  if (!source) throw new Error(`no dashboard source "${name}"`);
  return source;
}
