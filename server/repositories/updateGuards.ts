/**
 * Rules a server module keeps on every update of a resource's rows, whichever route writes them (the
 * form's save, a command, a bulk set, an import): the module registers its guard on the resource's
 * definition when it starts, and the generic writes (writeRecord, setOnRows) ask it inside their
 * transaction, before the row changes. A guard throws to refuse (nothing is written) or writes rows
 * of its own, which commit or roll back with the update. Kept per definition, so each app built from
 * its own resource files has its own guards.
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import type { Row } from './records';

export interface RowUpdate {
  db: SqlClient;
  def: ResourceDefinition;
  id: number;
  /** The row as stored before the update. */
  before: Row;
  /** The values about to be written (only the properties the update sets). */
  values: Row;
  userId: number | null;
}

export type UpdateGuard = (update: RowUpdate) => void | Promise<void>;

const guards = new WeakMap<ResourceDefinition, UpdateGuard[]>();

/** guardUpdates(changeDef, guard): guard is asked before every update of a change. */
export function guardUpdates(def: ResourceDefinition, guard: UpdateGuard): void {
  const known = guards.get(def) ?? [];
  if (!known.includes(guard)) guards.set(def, [...known, guard]);
}

/** Asks every guard of the resource about an update, one after another; the first refusal is thrown. */
export async function checkUpdate(update: RowUpdate): Promise<void> {
  for (const guard of guards.get(update.def) ?? []) await guard(update);
}
