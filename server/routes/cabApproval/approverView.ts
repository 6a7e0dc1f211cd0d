/**
 * What the public change approval page shows of a link's change (GET change-conversation/{hash}):
 * the specification's data.change { id, identifier, subject, description } with what an approver
 * decides on besides (names, never ids; dates as stored, for the page to format; rich text as
 * stored, sanitised on write and again by the page), the board and level the link decides, whom it
 * was sent to, and every level of that board with who decided what. Nothing of other records, no
 * other board, no comment of another approver.
 */
import type { ResourceDefinition } from '../../../src/kernel';
import type { LinkTarget } from '../../cab/approvals';
import { approverFacts } from '../../cab/approverFacts';
import { findPlanningRows } from '../../repositories/planningEntries';
import { findUserById } from '../../repositories/users';
import { approvalBoardStatus } from '../../cab/approvalStatus';
import type { SqlClient } from '../../database/sqlClient';

type ApproverStatus = Awaited<ReturnType<typeof approvalBoardStatus>>['approval_levels'][number]['approve_users'][number];

/** An approver's decision as the public page shows it: who decided and for whom, never their comment or ids. */
const decision = ({ name, status, decision_text, decided_at }: ApproverStatus, kind: 'user' | 'user_type') => ({ name, kind, status, decision_text, decided_at });

/** The planning entries that are filled, in the resource file's order of kinds, each with its label. */
async function plansOf(db: SqlClient, def: ResourceDefinition, changeId: number) {
  const rows = await findPlanningRows(db, def, changeId);
  return (def.planning?.kinds ?? []).flatMap((kind) => {
    const row = rows.find((candidate) => candidate.key === kind.key);
    return row?.description.trim() ? [{ key: kind.key, label: kind.label, description: row.description }] : [];
  });
}

export async function approverView(db: SqlClient, def: ResourceDefinition, target: LinkTarget) {
  const { scope, board, level, link } = target;
  const { id, identifier, subject, description } = scope.change;
  const { facts, custom } = await approverFacts(db, def, scope.change);
  const state = await approvalBoardStatus(db, board);
  return {
    change: { id, identifier, subject, description, ...facts, custom_fields: custom, plans: await plansOf(db, def, id) },
    board: { name: board.name, status: state.status },
    level: { name: level.name },
    approver: { name: (await findUserById(db, link.user_id))?.name ?? null },
    levels: state.approval_levels.map((each) => ({
      name: each.name, status: each.status, is_active: each.is_active, current: each.id === level.id,
      approvers: [...each.approve_users.map((entry) => decision(entry, 'user')), ...each.approve_user_types.map((entry) => decision(entry, 'user_type'))],
    })),
  };
}
