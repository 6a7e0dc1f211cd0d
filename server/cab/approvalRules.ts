/**
 * How an applied approval board moves through its states, as pure functions of its entries' statuses
 * a level with match "all" is approved when every approver entry approved,
 * with "any" when one did; one denial denies the level and the board. Levels are decided in order:
 * the first undecided one is the active level, and when the last is approved the board is.
 */
import type { Match } from './definitions';

export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'DENIED';

export interface LevelState {
  match: Match;
  /** Statuses of the level's approver entries (a user or a user type each). */
  entries: ApprovalStatus[];
}

export interface BoardState {
  status: ApprovalStatus;
  /** Each level's status, in order. */
  levels: ApprovalStatus[];
  /** Index of the level that takes decisions, reminders and new approvers; null once the board is decided. */
  active: number | null;
}

/** levelOutcome({ match: 'all', entries: ['APPROVED', 'PENDING'] }) === 'PENDING'; any denial wins. */
export function levelOutcome({ match, entries }: LevelState): ApprovalStatus {
  if (entries.includes('DENIED')) return 'DENIED';
  const approved = entries.filter((status) => status === 'APPROVED').length;
  if (match === 'any' ? approved > 0 : entries.length > 0 && approved === entries.length) return 'APPROVED';
  return 'PENDING';
}

/**
 * The board's state from its levels in order: settleBoard([approvedLevel, pendingLevel]) is
 * { status: 'PENDING', levels: ['APPROVED', 'PENDING'], active: 1 }. Levels after a pending or denied
 * one stay pending and inactive.
 */
export function settleBoard(levels: LevelState[]): BoardState {
  const statuses: ApprovalStatus[] = levels.map(() => 'PENDING');
  for (const [index, level] of levels.entries()) {
    const outcome = levelOutcome(level);
    statuses[index] = outcome;
    if (outcome === 'DENIED') return { status: 'DENIED', levels: statuses, active: null };
    if (outcome === 'PENDING') return { status: 'PENDING', levels: statuses, active: index };
  }
  return { status: levels.length ? 'APPROVED' : 'PENDING', levels: statuses, active: null };
}

/** The change status a decided board leads to (its action_on_approve / action_on_deny), or null while pending or when unset. */
export function outcomeStatus(board: { status: ApprovalStatus; action_on_approve: number | null; action_on_deny: number | null }): number | null {
  if (board.status === 'APPROVED') return board.action_on_approve;
  if (board.status === 'DENIED') return board.action_on_deny;
  return null;
}
