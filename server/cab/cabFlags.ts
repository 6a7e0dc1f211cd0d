/**
 * Change flags that depend on the change's approval boards, named by the
 * `when` of an x-actions flag: allowed_enforce_cab needs no pending board, remove_cab a board, and
 * allowed_cab_action a caller who still has to decide on the active level.
 */
import type { FlagCondition } from '../flagConditions';
import { entriesDecidedBy } from './approvalFlow';
import { activeLevel, boardsOfChange, pendingBoard } from './approvalStore';
import { asChange } from './changeRow';

export const CAB_FLAG_CONDITIONS: Record<string, FlagCondition> = {
  'cab.none_pending': async ({ db, row }) => !await pendingBoard(db, asChange(row).id),
  'cab.applied': async ({ db, row }) => (await boardsOfChange(db, asChange(row).id)).length > 0,
  'cab.approver': async ({ db, row, user }) => {
    const change = asChange(row);
    const board = user && await pendingBoard(db, change.id);
    const level = board && await activeLevel(db, board.id);
    if (!user || !level) return false;
    return (await entriesDecidedBy({ db, change }, level, user.id, user.role === 'admin')).some((entry) => entry.status === 'PENDING');
  },
};
