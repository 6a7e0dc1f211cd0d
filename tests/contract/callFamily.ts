// One family of rows of endpoints.tsv and how the contract test calls them: each call file registers
// its family (families.ts lists them in the order they are asked), and a row no family handles must be
// a known gap (knownGaps.ts), so a row added to the table is never skipped in silence.
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../src/kernel';
import type { Session } from '../api/helpers';

export interface Row { area: string; method: string; path: string; query: string; body: string; reads: string }

export type Lookup = (url: string) => Promise<Array<{ id: number }>>;

/** What a family's call may use: the seeded server, an admin, the model, records to act on. */
export interface CallContext {
  app: FastifyInstance;
  session: Session;
  resources: ResourceDefinition[];
  row: Row;
  /** A new record of def, sampled from its file (seed varies the values). */
  createRecord(def: ResourceDefinition, seed: number): Promise<number>;
  /** The lowest id of def's list. */
  firstId(def: ResourceDefinition): Promise<number>;
  lookup: Lookup;
  /** The server on the test fixtures' model (a resource holding an attachment). */
  fixture: { app: FastifyInstance; session: Session };
}

/** The request a family prepared: its URL with placeholders filled, its body, its own query, who sends it. */
export interface Prepared {
  url: string;
  extra?: Record<string, unknown>;
  /** Parameters the call made that win over the table's sample values. */
  query?: string;
  /** Sent with no session (an approval link). */
  anonymous?: boolean;
  app?: FastifyInstance;
  session?: Session;
  /** The answer is a file or a page, not the JSON envelope. */
  file?: boolean;
}

export interface CallFamily {
  name: string;
  handles(row: Row, resources: ResourceDefinition[]): boolean;
  prepare(context: CallContext): Promise<Prepared>;
}

/** The table names the record's placeholder after the entity ({problemId}); resource files say {id}. */
export const recordPlaceholder = (path: string) => path.replace(/\{[a-z]*Id\}$/, '{id}');

/** The first definition the test picks for a row, throwing when the family's handles said there was one. */
export function definitionFor(resources: ResourceDefinition[], matches: (def: ResourceDefinition) => unknown): ResourceDefinition {
  const def = resources.find(matches);
  if (!def) throw new Error('no resource file matches this row');
  return def;
}
