/**
 * A server module: the code behind what a resource file names but can not say itself (CAB
 * approvals, the contract lifecycle, imports, labels, mail, reports, the host's panels). Each is one
 * value of this shape in its own folder, registered from the one list (./index.ts); every table the
 * rest of the server reads by name (flag conditions, lifecycles, look-ups, list filters, block
 * sources) is the union of the modules', so a file naming something unknown stops the start.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Lookup, ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import type { BlockSource } from '../dashboard/blockSources';
import type { FlagCondition } from '../flagConditions';
import type { Lifecycle } from '../lifecycles';
import type { ModuleFilter } from '../listFilterModules';
import type { MailDeliveryOptions } from '../mail/mailDelivery';

/** What the app's options say to the modules, the same object for each. */
export interface ModuleOptions {
  /** The time the contract schedule and approval links go by (AppOptions.clock: tests move it); the system clock by default. */
  clock?: () => Date;
  /** The outbox's delivery: relay, public address, sender, poll and clock. */
  mail: MailDeliveryOptions;
}

/** Work done once a period for the whole server, however many processes it has (sharedSchedule.ts). */
export interface ScheduledWork {
  /** The schedule's name in schedule_runs. */
  name: string;
  periodMs: number;
  clock?: () => Date;
  run(at: Date): void | Promise<void>;
}

/** What a module's demo data is made from: the resource rows the seed saved, by resource and position. */
export interface SeedContext {
  db: SqlClient;
  resources: ResourceDefinition[];
  seeded: Map<string, number[]>;
  /** The ids of the seeded people of a role, oldest first. */
  usersOf(role: 'agent' | 'admin'): number[];
}

export interface ServerModule {
  name: string;
  /** x-store.module may name it: it stores and serves one resource file's records itself. */
  stores?: boolean;
  /**
   * Registered after the generic routes, in the list's order. Wrapped in fastify-plugin when its hooks
   * or decorations must reach the whole app (the reports' list hooks, the mail delivery).
   */
  routes: FastifyPluginAsync<ModuleOptions>;
  /** Its own tables and their migrations, in the database's opening transaction, after the resource tables. */
  tables?(db: SqlClient, resources: ResourceDefinition[]): void | Promise<void>;
  /** By x-store.lifecycle name. */
  lifecycles?: Record<string, Lifecycle>;
  /** By the name an x-actions flag's `when` gives. */
  flagConditions?: Record<string, FlagCondition>;
  /** Look-ups it answers from its own tables, by name. */
  lookups?: Record<string, Lookup>;
  /** By the name an x-list filter's `module` gives. */
  listFilters?: Record<string, ModuleFilter>;
  /** By the name an x-dashboard block's `source` gives. */
  blockSources?: Record<string, BlockSource>;
  /** Its part of the demo data, after the resource rows, their links and commands. */
  seed?(context: SeedContext): void | Promise<void>;
  /** Its periodic work, given the started app (none when its resource file is missing). */
  schedules?(app: FastifyInstance, options: ModuleOptions): ScheduledWork[];
}
