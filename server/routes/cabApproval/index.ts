/**
 * Approval boards on a change:
 *   apply    => POST   /service-desk/api/apply-cab-approval { change_id, workflow_id }
 *   status   => GET    /service-desk/api/change-approval-status/{changeId}        data: [boards], with what the caller may do (cab/callerView.ts)
 *   add      => POST   /service-desk/api/cab/add-approver { action, approver_id, change_id, level_id, comment }
 *   remove   => POST   /service-desk/api/cab/remove-approver (the same body)
 *   remind   => POST   /service-desk/api/send-reminder { type: level | approver, change_id, id, level_id }
 *   auto     => GET    /service-desk/api/stop-auto-reminder/{id}, resume-auto-reminder/{id} (id: the applied board)
 *   decide   => POST   /service-desk/api/approval-action-without-hash/{changeId} { action_type, comment, level_id? }
 *   drop     => DELETE /service-desk/api/remove-cab-approval/{changeId} { comment } (the reason, required: the log keeps it)
 *   public, by approval link, no session (an unknown link counts as a guess: plugins/approvalLinkGuesses.ts):
 *   open     => GET    /service-desk/api/change-conversation/{hash}               data.change, board, level, approver, levels (approverView.ts); 410 when expired or the change was edited
 *   answer   => POST   /service-desk/api/approval-action/{hash} { action_type, comment }
 * approver_id (and a reminder's approver id) names a user, or a user type with approver_type=user_type.
 * Adding or removing approvers and removing the boards need the caller's remove_cab flag on the change.
 * While a board is pending, the change's own edits keep off the statuses its decision sets (changeUpdateGuard.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyBoard, decideByLink, decideInApp, linkTarget, removeBoards, requireOpen, scopeOf } from '../../cab/approvals';
import { approvalStatus } from '../../cab/approvalStatus';
import { approvedResource } from '../../cab/approvedResource';
import { addApprover, removeApprover } from '../../cab/approverEditing';
import { readCabDefinition } from '../../cab/definitions';
import { sendReminder, setAutoReminders } from '../../cab/reminders';
import { FieldErrors, forbidden } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { findRecord } from '../../repositories/records';
import { positiveId } from '../resources/parseQuery';
import { readBody } from '../resources/readBody';
import { approverView } from './approverView';
import { parseApply, parseApproverChange, parseDecision, parseReminder, parseRemoval } from './parseBodies';
import { refusalError } from '../../approvalLinkValidity';
import type { CabScope } from '../../cab/approvalFlow';
import { changeUpdateGuard } from '../../cab/changeUpdateGuard';
import { storeMissingExclusions } from '../../cab/separationOfDuties';
import { guardUpdates } from '../../repositories/updateGuards';
import { recordFlags, requireFlag } from '../../recordFlags';
import type { User } from '../../repositories/users';

/** The change's flag of managing its running approval: adding and removing approvers, removing the boards. */
const MANAGE_FLAG = 'remove_cab';
const API = '/service-desk/api';

type IdParams = { Params: { id: string } };

const decided = (decision: 'approve' | 'deny') => (decision === 'approve' ? 'Your approval has been recorded.' : 'Your denial has been recorded.');

export default async function cabApprovalRoutes(app: FastifyInstance) {
  const def = approvedResource(app.resources);
  if (!def) return;
  await storeMissingExclusions(app.db, def, (id) => findRecord(app.db, def, id));
  guardUpdates(def, changeUpdateGuard(app.resources));
  const bodyOf = async (request: FastifyRequest) => (await readBody(request, [])).values;
  /** The change a body names: a 412 on change_id when there is none. */
  const scopeIn = async (changeId: number) => {
    if (!await findRecord(app.db, def, changeId)) throw new FieldErrors({ change_id: 'The selected change does not exist.' });
    return scopeOf(app.db, def, changeId);
  };

  app.post(`${API}/apply-cab-approval`, async (request) => {
    const user = requireRole(request, 'agent');
    const { changeId, boardId } = parseApply(await bodyOf(request));
    const scope = await scopeIn(changeId);
    const board = await readCabDefinition(app.db, boardId);
    if (!board) throw new FieldErrors({ workflow_id: 'The selected approval board does not exist.' });
    await applyBoard(scope, board, user.id);
    return { success: true, message: 'Approval board applied successfully.' };
  });

  app.get<IdParams>(`${API}/change-approval-status/:id`, async (request) => {
    const user = requireRole(request, 'agent');
    const changeId = positiveId(request.params.id);
    const scope = await scopeOf(app.db, def, changeId);
    // What the caller may do is answered with the boards, so the tab offers only what these routes accept.
    const manages = !!(await recordFlags(app.db, def, scope.change, user))[MANAGE_FLAG];
    return { success: true, data: await approvalStatus(app.db, changeId, { scope, user, manages }) };
  });

  /** Managing a running approval follows the remove_cab flag, which the resource file grants (administrators). */
  const requireManager = (scope: CabScope, user: User) =>
    requireFlag(app.db, def, scope.change, user, MANAGE_FLAG, 'You are not allowed to manage this approval board: adding or removing approvers and removing the board are for administrators.');

  for (const action of ['add', 'remove'] as const) {
    app.post(`${API}/cab/${action}-approver`, async (request) => {
      const user = requireRole(request, 'agent');
      const { changeId, input } = parseApproverChange(await bodyOf(request), action);
      const scope = await scopeIn(changeId);
      await requireManager(scope, user);
      if (action === 'add') await addApprover(scope, input, user.id);
      else await removeApprover(scope, input, user.id);
      return { success: true, message: action === 'add' ? 'Approver added successfully.' : 'Approver removed successfully.' };
    });
  }

  app.post(`${API}/send-reminder`, async (request) => {
    const user = requireRole(request, 'agent');
    const { changeId, target } = parseReminder(await bodyOf(request));
    await sendReminder(await scopeIn(changeId), target, user.id);
    return { success: true, message: 'Reminder sent successfully.' };
  });

  for (const [path, on] of [['stop-auto-reminder', false], ['resume-auto-reminder', true]] as const) {
    app.get<IdParams>(`${API}/${path}/:id`, async (request) => {
      const user = requireRole(request, 'agent');
      // The spec makes these writes GETs; a link on another site must not trigger them, and it cannot set this header.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw forbidden('This call changes data: send it with X-Requested-With: XMLHttpRequest.');
      return { success: true, message: await setAutoReminders(app.db, def, positiveId(request.params.id), on, user.id) };
    });
  }

  app.post<IdParams>(`${API}/approval-action-without-hash/:id`, async (request) => {
    const user = requireRole(request, 'agent');
    const scope = await scopeOf(app.db, def, positiveId(request.params.id));
    const { decision, comment, levelId } = parseDecision(await bodyOf(request));
    await decideInApp(scope, user, decision, comment, levelId);
    return { success: true, message: decided(decision) };
  });

  app.delete<IdParams>(`${API}/remove-cab-approval/:id`, async (request) => {
    const user = requireRole(request, 'agent');
    const scope = await scopeOf(app.db, def, positiveId(request.params.id));
    // The reason travels in the body; a call without one is still answered who may first.
    const values = request.headers['content-type'] ? await bodyOf(request) : {};
    await removeBoards(scope, user.id, async () => {
      await requireManager(scope, user);
      return parseRemoval(values);
    });
    return { success: true, message: 'Approval board removed successfully.' };
  });

  app.get<{ Params: { hash: string } }>(`${API}/change-conversation/:hash`, { config: { public: true } }, async (request) => {
    // One snapshot: the link's verdict and what the page shows of its change agree.
    return app.db.snapshot(async () => {
      const target = await linkTarget(app.db, def, request.params.hash, app.approvalLinks.days);
      const { refusal } = target;
      // An expired link, or one sent before the change was edited, shows nothing of the change any more.
      if (refusal?.status === 410) throw refusalError(refusal);
      // What the approver decides on (approverView.ts): nothing of other records.
      return {
        success: true,
        data: { ...await approverView(app.db, def, target), action_allowed: refusal === undefined, ...(refusal ? { reason: refusal.message } : {}) },
      };
    });
  });

  app.post<{ Params: { hash: string } }>(`${API}/approval-action/:hash`, { config: { public: true } }, async (request) => {
    const days = app.approvalLinks.days;
    requireOpen(await linkTarget(app.db, def, request.params.hash, days));
    const { decision, comment } = parseDecision(await bodyOf(request));
    await decideByLink(app.db, def, request.params.hash, days, decision, comment);
    return { success: true, message: decided(decision) };
  });
}
