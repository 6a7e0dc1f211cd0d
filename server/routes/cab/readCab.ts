import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition, Role } from '../../../src/kernel';
import { APPROVER_KINDS, approverSource, type ApproverKind } from '../../cab/approverSources';
import { readCabDefinition } from '../../cab/definitions';
import { notFound } from '../../httpErrors';
import { lookupItemsById } from '../../repositories/lookupItems';
import { readRecords } from '../../repositories/readRecords';

/** The read names of the approvers beside their ids, as the original names them on an applied board. */
const NAMED: Record<ApproverKind, string> = { users: 'approve_users', user_types: 'approve_user_types' };

/**
 * A board as GET cab/{id} answers it, fields directly under data: the board's columns and row flags
 * (the generic reader), its levels in order with approvers as ids, their names beside them
 * (approve_users, approve_user_types: [{id, name}]) so the editor shows chosen people before its
 * look-ups answer, and levels_count. A 404 when there is no such board.
 */
export async function readCab(app: FastifyInstance, def: ResourceDefinition, id: number, role: Role | undefined): Promise<Record<string, unknown>> {
  const board = await readCabDefinition(app.db, id);
  if (!board) throw notFound();
  const row = (await app.db.get<Record<string, unknown>>('SELECT * FROM cab_boards WHERE id = ?', [id]))!;
  const names = {} as Record<ApproverKind, Map<number, { name: string }>>;
  for (const kind of APPROVER_KINDS) {
    const source = approverSource(def, kind);
    const ids = board.levels.flatMap((level) => level.approvers[kind]);
    names[kind] = source ? await lookupItemsById(app.db, app.resources, source, ids) : new Map();
  }
  const levels = board.levels.map((level) => ({
    ...level,
    ...Object.fromEntries(APPROVER_KINDS.map((kind) => [NAMED[kind], level.approvers[kind].map((approver) => ({ id: approver, name: names[kind].get(approver)?.name ?? null }))])),
  }));
  return { ...(await readRecords(app.db, app.resources, def, [row], role))[0], levels, levels_count: levels.length };
}
