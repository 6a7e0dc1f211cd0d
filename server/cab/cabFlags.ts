/**
 * Change flags that depend on the change's approval boards (problems-and-changes §6), named by the
 * `when` of an x-actions flag: allowed_enforce_cab needs no pending board, remove_cab a board, and
 * allowed_cab_action a caller who still has to decide on the active level.
 */
import type { FlagCondition } from '../flagConditions';
import { entriesDecidedBy } from './approvalFlow';
import { activeLevel, boardsOfChange, pendingBoard } from './approvalStore';

export const CAB_FLAG_CONDITIONS: Record<string, FlagCondition> = {
  'cab.none_pending': ({ db, row }) => !pendingBoard(db, row.id as number),
  'cab.applied': ({ db, row }) => boardsOfChange(db, row.id as number).length > 0,
  'cab.approver': ({ db, def, row, user }) => {
    const board = user && pendingBoard(db, row.id as number);
    const level = board && activeLevel(db, board.id);
    if (!user || !level) return false;
    return entriesDecidedBy({ db, def, change: row }, level, user.id, user.role === 'admin').some((entry) => entry.status === 'PENDING');
  },
};
