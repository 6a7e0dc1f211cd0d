import type { ResourceDefinition, Command } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { notFound } from '../httpErrors';
import { refuseLocked } from '../locks';
import { now } from '../time';
import { findRecord, type Row } from './records';
import { saveRecord } from './saveRecord';

/**
 * Runs an x-actions command on a record: its `sets`, `stamps` (the time now) and the checked values
 * of its `fields` are written through saveRecord, so the change
 * is logged like any other, in one transaction with the checks (404, locked). The route and the
 * demo seed (closing a few problems) share it.
 */
export async function runCommand(db: SqlClient, def: ResourceDefinition, command: Command, id: number, userId: number | null, values: Row = {}): Promise<void> {
  await db.transaction(async () => {
    const row = await findRecord(db, def, id);
    if (!row) throw notFound();
    if (command.unlocked) refuseLocked(def, row);
    const stamps = Object.fromEntries((command.stamps ?? []).map((name) => [name, now()]));
    await saveRecord(db, def, { id, values: { ...command.sets, ...stamps, ...values } }, userId);
  });
}
