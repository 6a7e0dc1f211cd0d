/**
 * What an edit of a change may not do while an approval board is pending, whichever route writes it
 * (the form's save, the close command, a bulk set, an import): the CAB routes register this guard on
 * the change's definition (repositories/updateGuards.ts). Only the board's decision sets a status the
 * decision sets (its action_on_approve / action_on_deny), and closing (a status the resource file's
 * lockedWhen names) waits for it too; removing the board, with a reason, frees the change. Whoever the
 * edit makes the change's requester joins those who may not decide on the board, in the same
 * transaction (separationOfDuties.ts).
 */
import type { ResourceDefinition } from '../../src/kernel';
import type { Change } from '../../src/types';
import { FieldErrors } from '../httpErrors';
import { isLocked } from '../locks';
import { toColumn } from '../repositories/columnValues';
import { lookupNames } from '../repositories/lookupItems';
import type { Row } from '../repositories/records';
import type { UpdateGuard } from '../repositories/updateGuards';
import { sourceOf } from '../lookups';
import { pendingBoard } from './approvalStore';
import { exclude } from './separationOfDuties';

/** The change's properties this guard reads: its status, and its requester (whom the Requester user type stands for too). */
const STATUS = 'status_id' satisfies keyof Change;
const REQUESTER = 'requester_id' satisfies keyof Change;

const stored = (values: Row): Row => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, toColumn(value)]));

/** changeUpdateGuard(app.resources): the guard of the change resource, naming statuses by their look-up. */
export function changeUpdateGuard(resources: ResourceDefinition[]): UpdateGuard {
  return async ({ db, def, id, before, values }) => {
    const board = await pendingBoard(db, id);
    if (!board) return;
    const after = stored(values);

    const status = after[STATUS];
    if (Object.hasOwn(after, STATUS) && status !== before[STATUS] && status !== null && (status === board.action_on_approve || status === board.action_on_deny)) {
      const source = def.fields[STATUS] && sourceOf(def, def.fields[STATUS]);
      const name = typeof status === 'number' && source ? (await lookupNames(db, resources, source, [status])).get(status) : undefined;
      throw new FieldErrors({ [STATUS]: `The status ${name ?? status} is set by the decision of the approval board ${board.name}, which is pending: wait for it, or remove the board first.` }, 400);
    }
    if (isLocked(def, { ...before, ...after }) && !isLocked(def, before)) {
      const field = Object.keys(def.actions?.lockedWhen ?? {}).find((name) => Object.hasOwn(after, name)) ?? STATUS;
      throw new FieldErrors({ [field]: `The ${def.title} can not be ${def.actions?.lockedAs ?? 'closed'} while the approval board ${board.name} is pending: wait for its decision, or remove the board first.` }, 400);
    }
    const requester = after[REQUESTER];
    if (typeof requester === 'number' && requester !== before[REQUESTER]) await exclude(db, board.id, requester, 'requester');
  };
}
