/**
 * Server modules that follow a resource's records through states of their own (x-store.lifecycle):
 * they react to every save, run the commands a file gives a `run` name, and answer the flag
 * conditions its `when`s name. Code, since only the server decides; loadResources refuses a file
 * naming a lifecycle, command or condition no module has (ServerModule.lifecycles).
 */
import type { SqlClient } from './database/sqlClient';
import type { ResourceDefinition } from '../src/kernel';
import { moduleTable } from './modules/moduleTable';
import type { Row } from './repositories/records';
import type { User } from './repositories/users';

export interface CommandContext {
  db: SqlClient;
  resources: ResourceDefinition[];
  def: ResourceDefinition;
  id: number;
  user: User;
  /** The command's checked fields and inputs. */
  values: Row;
}

export interface SaveContext {
  db: SqlClient;
  def: ResourceDefinition;
  id: number;
  userId: number | null;
  /** The row before the save; undefined for a create. */
  before: Row | undefined;
}

export interface Lifecycle {
  /** Whether the record's state allows an edit or a delete (the rows' is_edit and is_delete). */
  allows(action: 'edit' | 'delete', row: Row): boolean;
  /** Throws the refusal when the record's state forbids an edit or a delete by the generic routes. */
  refuse(action: 'edit' | 'delete', row: Row): void;
  /** Runs in the save's transaction, after the row and its links are written. */
  afterSave(context: SaveContext): void | Promise<void>;
  /** Command handlers by their `run` name (contract.approve); each may answer a message of its own. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler answers a message of its own or nothing at all (no return statement).
  commands: Record<string, (context: CommandContext) => string | void | Promise<string | void>>;
}

/** Every module's lifecycles, by the name x-store.lifecycle gives. */
export const lifecycles = moduleTable((module) => module.lifecycles);

export const lifecycleOf = (def: ResourceDefinition): Lifecycle | undefined => {
  const name = def.file['x-store']?.lifecycle;
  return name === undefined || !Object.hasOwn(lifecycles(), name) ? undefined : lifecycles()[name];
};

/** The handler of a command's `run` name, looked up across the lifecycles. */
export const commandHandler = (run: string) => Object.values(lifecycles()).map((lifecycle) => lifecycle.commands[run]).find(Boolean);

/** A line per file naming a lifecycle or a command handler the server lacks. */
export function lifecycleProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => {
    const name = def.file['x-store']?.lifecycle;
    const problems = name !== undefined && !Object.hasOwn(lifecycles(), name)
      ? [`${fileOf(def.name)} /x-store/lifecycle: "${name}" is not a lifecycle of this server (${Object.keys(lifecycles()).join(', ')})`] : [];
    for (const [command, spec] of Object.entries(def.actions?.commands ?? {})) {
      if (spec.run !== undefined && !commandHandler(spec.run)) problems.push(`${fileOf(def.name)} /x-actions/commands/${command}/run: "${spec.run}" is not a command handler (server/lifecycles.ts)`);
    }
    return problems;
  });
}
