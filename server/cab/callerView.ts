/**
 * What the approval status answer adds for the one who asks, so the CABs tab offers exactly what the
 * server accepts and never works the rules out again:
 * - per level, caller_decides_for [{ name, reason }]: for whom they would decide on it (an
 *   administrator standing in), and caller_can { remind, add };
 * - per approver entry, excluded { reason: 'created the change' } | null: its people may not decide
 *   (separationOfDuties.ts), and caller_can { remind, remove }.
 * Each caller_can is the refusal check of the call itself (reminders.ts, approverEditing.ts), on a
 * pending board of a change that is not locked. The active level answers for now; a pending level
 * not yet active answers what it will take once active, so the tab can show those tools faded and
 * off; a decided level or board takes none.
 */
import { isLocked } from '../locks';
import type { User } from '../repositories/users';
import { entriesDecidedBy, requesterOf, type CabScope } from './approvalFlow';
import { entryName } from './approvalMembers';
import type { AppliedBoard, AppliedEntry, AppliedLevel, OnBehalf } from './approvalStore';
import { removalRefusal } from './approverEditing';
import { onBehalfOf } from './onBehalf';
import { approverReminderRefusal, nobodyToRemind } from './reminders';
import { conflictDeed, entryConflicts, exclusionsOf } from './separationOfDuties';

/** Who asks, on which change; manages: they hold the change's flag of managing a running approval (remove_cab). */
export interface Caller {
  scope: CabScope;
  user: User;
  manages: boolean;
}

/** The keys a caller's view adds to a level and to each of its entries. */
export interface CallerLevelView {
  level: Record<string, unknown>;
  entry(entry: AppliedEntry): Promise<Record<string, unknown>>;
}

/** The caller's view of one level of the board. */
export async function callerLevelView({ scope, user, manages }: Caller, board: AppliedBoard, level: AppliedLevel, entries: AppliedEntry[]): Promise<CallerLevelView> {
  const { db } = scope;
  const exclusions = await exclusionsOf(db, board.id);
  const requester = requesterOf(scope);
  const open = board.status === 'PENDING' && level.status === 'PENDING' && !isLocked(scope.def, scope.change);
  const decidesFor: OnBehalf[] = [];
  if (level.is_active === 1) {
    for (const entry of await entriesDecidedBy(scope, level, user.id, user.role === 'admin')) {
      const onBehalf = entry.status === 'PENDING' ? await onBehalfOf(db, entry, user.id, requester, exclusions) : null;
      if (onBehalf) decidesFor.push(onBehalf);
    }
  }
  return {
    level: {
      caller_decides_for: decidesFor,
      caller_can: { remind: open && !await nobodyToRemind(scope, board.id, entries, level.name), add: open && manages },
    },
    async entry(entry) {
      const conflicts = await entryConflicts(db, entry, requester, exclusions);
      const name = await entryName(db, entry);
      return {
        excluded: conflicts.length ? { reason: conflictDeed(conflicts) } : null,
        caller_can: {
          remind: open && !await approverReminderRefusal(scope, board.id, entry, name),
          remove: open && manages && !await removalRefusal(scope, entries, entry, name, user.id),
        },
      };
    },
  };
}
