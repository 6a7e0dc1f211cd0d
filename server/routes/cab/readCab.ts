import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition, Role } from '../../../src/kernel';
import { APPROVER_KINDS, approverSource, type ApproverKind } from '../../cab/approverSources';
import { readCabDefinition } from '../../cab/definitions';
import { notFound } from '../../httpErrors';
import { lookupItemsById } from '../../repositories/lookupItems';
import { readRecords } from '../../repositories/readRecords';
import { prepared } from '../../sql';

/** The read names of the approvers beside their ids, as the original names them on an applied board. */
const NAMED: Record<ApproverKind, string> = { users: 'approve_users', user_types: 'approve_user_types' };

/**
 * A board as GET cab/{id} answers it, fields directly under data: the board's columns and row flags
 * (the generic reader), its levels in order with approvers as ids, their names beside them
 * (approve_users, approve_user_types: [{id, name}]) so the editor shows chosen people before its
 * look-ups answer, and levels_count. A 404 when there is no such board.
 */
export function readCab(app: FastifyInstance, def: ResourceDefinition, id: number, role: Role | undefined): Record<string, unknown> {
  const board = readCabDefinition(app.db, id);
  if (!board) throw notFound();
  const row = prepared(app.db, 'SELECT * FROM cab_boards WHERE id = ?').get(id) as Record<string, unknown>;
  const names = Object.fromEntries(APPROVER_KINDS.map((kind) => {
    const source = approverSource(def, kind);
    const ids = board.levels.flatMap((level) => level.approvers[kind]);
    return [kind, source ? lookupItemsById(app.db, app.resources, source, ids) : new Map()];
  })) as Record<ApproverKind, Map<number, { name: string }>>;
  const levels = board.levels.map((level) => ({
    ...level,
    ...Object.fromEntries(APPROVER_KINDS.map((kind) => [NAMED[kind], level.approvers[kind].map((approver) => ({ id: approver, name: names[kind].get(approver)?.name ?? null }))])),
  }));
  return { ...readRecords(app.db, app.resources, def, [row], role)[0], levels, levels_count: levels.length };
}
