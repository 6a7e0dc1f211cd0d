/**
 * Adding and removing approvers of a running approval: only on the
 * active level of a pending board, always with a reason, which the change's activity log keeps. Who
 * may do it at all is the route's check (the remove_cab flag); here nobody adds or removes themselves
 * (not even a user type they belong to: either would choose who decides over their own part), nobody
 * adds someone the change excludes from deciding, and a level keeps at least one approver.
 */
import { type ApiError, FieldErrors, badRequest, forbidden } from '../httpErrors';
import { refuseLocked } from '../locks';
import { logCabEvent, requesterOf, mailLinks, pendingMembers, settle, type CabScope } from './approvalFlow';
import { approverExists, entryName, membersOf, type ApproverEntry } from './approvalMembers';
import { scopeOf } from './approvals';
import { approverRefusal, entryConflicts, exclusionsOf } from './separationOfDuties';
import { entriesOf, findBoard, findLevel, insertEntry, type AppliedBoard, type AppliedEntry, type AppliedLevel } from './approvalStore';

export interface ApproverChange {
  levelId: number;
  entry: ApproverEntry;
  reason: string;
}

/** The level of the change named in a body (412 on level_id when it is another change's), which must be the active one. */
export async function activeLevelOf(scope: CabScope, levelId: number, field: string, refusal: string): Promise<{ board: AppliedBoard; level: AppliedLevel }> {
  const level = await findLevel(scope.db, levelId);
  const board = level && await findBoard(scope.db, level.change_cab_id);
  if (!level || !board || board.change_id !== scope.change.id) throw new FieldErrors({ [field]: 'The selected level does not belong to this change.' });
  refuseLocked(scope.def, scope.change);
  if (board.status !== 'PENDING' || level.is_active !== 1) throw badRequest(refusal);
  return { board, level };
}

const sameEntry = (a: ApproverEntry) => (b: ApproverEntry) => a.kind === b.kind && a.approver_id === b.approver_id;

/** Why an entry stands only for people the board excludes from deciding (the change's requester or creator), or undefined. */
export async function excludedEntry(scope: CabScope, boardId: number, entry: ApproverEntry, name: string): Promise<string | undefined> {
  const conflicts = await entryConflicts(scope.db, entry, requesterOf(scope), await exclusionsOf(scope.db, boardId));
  if (!conflicts.length) return undefined;
  return entry.kind === 'user' ? approverRefusal(name, conflicts[0]) : `${name} stands only for who requested or created this change, who can not decide on it.`;
}

/** One rule for adding and removing: nobody changes an entry they stand in (403), not even a user type they belong to. */
async function selfRefusal(scope: CabScope, action: 'add' | 'remove', entry: ApproverEntry, name: string, userId: number): Promise<ApiError | undefined> {
  if (!(await membersOf(scope.db, entry, requesterOf(scope))).includes(userId)) return undefined;
  return forbidden(entry.kind === 'user' ? `You can not ${action} yourself as an approver.` : `You can not ${action} ${name} as an approver: you are one of them.`);
}

/**
 * Why the user may not remove an entry of the active level (`entries`: the level's), or undefined;
 * the CABs tab offers Remove only where this is undefined (callerView.ts).
 */
export async function removalRefusal(scope: CabScope, entries: AppliedEntry[], entry: AppliedEntry, name: string, userId: number): Promise<ApiError | undefined> {
  const self = await selfRefusal(scope, 'remove', entry, name, userId);
  if (self) return self;
  if (entry.status !== 'PENDING') return badRequest(`${name} has already decided and can not be removed.`);
  if (entries.length === 1) return badRequest('A level needs at least one approver.');
  return undefined;
}

/** A new pending approver entry on the active level; its people get their links at once. */
export async function addApprover(given: CabScope, input: ApproverChange, userId: number): Promise<void> {
  await given.db.transaction(async () => {
    const scope = await scopeOf(given.db, given.def, given.change.id);
    if (!await approverExists(scope.db, input.entry)) throw new FieldErrors({ approver_id: 'The selected approver does not exist.' });
    const { board, level } = await activeLevelOf(scope, input.levelId, 'level_id', 'Only the active level can take new approvers.');
    const name = await entryName(scope.db, input.entry);
    const self = await selfRefusal(scope, 'add', input.entry, name, userId);
    if (self) throw self;
    const excluded = await excludedEntry(scope, board.id, input.entry, name);
    if (excluded) throw badRequest(excluded);
    if ((await entriesOf(scope.db, level.id)).some(sameEntry(input.entry))) throw badRequest(`${name} is already an approver of this level.`);
    await insertEntry(scope.db, level.id, input.entry);
    await logCabEvent(scope, userId, 'added {0} as an approver of {1}, reason: {2}', [name, level.name, input.reason]);
    const added = (await entriesOf(scope.db, level.id)).filter(sameEntry(input.entry));
    await mailLinks(scope, board, level, await pendingMembers(scope, board.id, added), 'cab_approval_request');
    await settle(scope, board.id);
  });
}

/** Removes a pending approver entry of the active level; the level may be decided by the ones left. */
export async function removeApprover(given: CabScope, input: ApproverChange, userId: number): Promise<void> {
  await given.db.transaction(async () => {
    const scope = await scopeOf(given.db, given.def, given.change.id);
    const { board, level } = await activeLevelOf(scope, input.levelId, 'level_id', 'Only the active level can have approvers removed.');
    const entries = await entriesOf(scope.db, level.id);
    const entry = entries.find(sameEntry(input.entry));
    if (!entry) throw new FieldErrors({ approver_id: 'The selected approver is not an approver of this level.' });
    const name = await entryName(scope.db, entry);
    const refusal = await removalRefusal(scope, entries, entry, name, userId);
    if (refusal) throw refusal;
    await scope.db.run('DELETE FROM change_cab_approvers WHERE id = ?', [entry.id]);
    await logCabEvent(scope, userId, 'removed {0} as an approver of {1}, reason: {2}', [name, level.name, input.reason]);
    await settle(scope, board.id);
  });
}
