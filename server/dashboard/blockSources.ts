/**
 * Blocks whose figures no resource's list holds (x-dashboard `source`): a module answers them from its
 * own tables (the import's jobs, the outbox). Code, since only the module knows those tables;
 * loadResources refuses a file naming a source that is not here.
 */
import type { Database } from 'better-sqlite3';
import type { BlockData } from '../../src/kernel';
import type { User } from '../repositories/users';
import { lastImports } from '../import/importBlock';
import { failedMail } from '../mail/failedMailBlock';

export interface SourceContext {
  db: Database;
  user: User;
  /** How many items the block shows. */
  limit: number;
}

/** A source's answer: how many there are, the newest `limit` of them as items, and the page they come from. */
export type BlockSource = (context: SourceContext) => BlockData;

export const BLOCK_SOURCES: Record<string, BlockSource> = { 'import.last-jobs': lastImports, 'mail.failed': failedMail };

/** The source of a name, or a programming error: loadResources has checked every name a file gives. */
export function blockSource(name: string): BlockSource {
  const source = Object.hasOwn(BLOCK_SOURCES, name) ? BLOCK_SOURCES[name] : undefined;
  if (!source) throw new Error(`no dashboard source "${name}"`);
  return source;
}
