// The CABs tab's and the approval page's pure mappers: exact URLs and bodies, and the answers read.
import { describe, expect, it } from 'vitest';
import { answerRequest, conversationOf, conversationRequest } from '../../../src/overrides/approval/approvalApi';
import { activeLevelOf, applyRequest, approverRequest, autoReminderRequest, boardActionRequest, boardsOf, boardsRequest, reminderRequest, type CabLevel } from '../../../src/overrides/cab/cabTabApi';

const ALL = { remind: true, add: true };
const LEVEL: CabLevel = { id: 11, name: 'Technical review', status: 'PENDING', active: true, approvers: [], decidesFor: [], can: ALL };

describe('requests', () => {
  it.each([
    [boardsRequest(4), { method: 'GET', url: '/service-desk/api/change-approval-status/4' }],
    [applyRequest(4, 1), { method: 'POST', url: '/service-desk/api/apply-cab-approval', json: { change_id: 4, workflow_id: 1 } }],
    [approverRequest({ action: 'add', changeId: 4, levelId: 11, approver: { kind: 'user', id: 5 }, comment: 'Knows it' }),
      { method: 'POST', url: '/service-desk/api/cab/add-approver', json: { action: 'add', approver_id: 5, change_id: 4, level_id: 11, comment: 'Knows it' } }],
    [approverRequest({ action: 'remove', changeId: 4, levelId: 11, approver: { kind: 'user_type', id: 2 }, comment: 'Too many' }),
      { method: 'POST', url: '/service-desk/api/cab/remove-approver', json: { action: 'remove', approver_id: 2, approver_type: 'user_type', change_id: 4, level_id: 11, comment: 'Too many' } }],
    [reminderRequest(4, LEVEL), { method: 'POST', url: '/service-desk/api/send-reminder', json: { type: 'level', change_id: 4, id: 11, level_id: 11 } }],
    [reminderRequest(4, LEVEL, { kind: 'user', id: 4, name: 'Grace Hopper', status: 'PENDING', decisionText: null, excluded: null, can: { remind: true, remove: true } }),
      { method: 'POST', url: '/service-desk/api/send-reminder', json: { type: 'approver', change_id: 4, id: 4, level_id: 11 } }],
    [autoReminderRequest(9, false), { method: 'GET', url: '/service-desk/api/stop-auto-reminder/9' }],
    [autoReminderRequest(9, true), { method: 'GET', url: '/service-desk/api/resume-auto-reminder/9' }],
    [boardActionRequest(4, 'deny', 'Not now'), { method: 'POST', url: '/service-desk/api/approval-action-without-hash/4', json: { action_type: 'deny', comment: 'Not now' } }],
    [boardActionRequest(4, 'approve', 'Fine', 11), { method: 'POST', url: '/service-desk/api/approval-action-without-hash/4', json: { action_type: 'approve', comment: 'Fine', level_id: 11 } }],
    [boardActionRequest(4, 'remove', 'Replaced'), { method: 'DELETE', url: '/service-desk/api/remove-cab-approval/4', json: { comment: 'Replaced' } }],
    [conversationRequest('a/b'), { method: 'GET', url: '/service-desk/api/change-conversation/a%2Fb' }],
    [answerRequest('tok', 'approve', 'ok'), { method: 'POST', url: '/service-desk/api/approval-action/tok', json: { action_type: 'approve', comment: 'ok' } }],
  ])('%j', (request, expected) => expect(request).toEqual(expected));
});

describe('boardsOf', () => {
  it('reads boards, levels and both kinds of approvers, and 1/0 as the original sends them', () => {
    const body = { success: true, data: [{ id: 3, name: 'Standard', status: 'DENIED', send_auto_reminders: 1, approval_levels: [
      { id: 11, name: 'Technical review', status: 'APPROVED', is_active: 0, approve_users: [{ id: 2, name: 'Alan Agent', status: 'APPROVED' }],
        approve_user_types: [{ id: 2, name: 'Agent', status: 'PENDING' }] },
    ] }] };
    expect(boardsOf(body)).toEqual([{ id: 3, name: 'Standard', status: 'DENIED', autoReminders: true, levels: [{
      id: 11, name: 'Technical review', status: 'APPROVED', active: false, decidesFor: [], can: ALL,
      approvers: [{ kind: 'user', id: 2, name: 'Alan Agent', status: 'APPROVED', decisionText: null, excluded: null, can: { remind: true, remove: true } },
        { kind: 'user_type', id: 2, name: 'Agent', status: 'PENDING', decisionText: null, excluded: null, can: { remind: true, remove: true } }],
    }] }]);
  });

  it('reads who decided for whom, and for whom the caller would decide', () => {
    const body = { data: [{ id: 3, name: 'Standard', status: 'PENDING', approval_levels: [{ id: 11, name: 'Technical review', status: 'PENDING', is_active: true,
      approve_users: [{ id: 2, name: 'Alan Agent', status: 'APPROVED', decision_text: 'Ada Admin for Alan Agent, who created the change' }],
      caller_decides_for: [{ name: 'Team lead', reason: 'a user type with no members here' }] }] }] };
    const [level] = boardsOf(body)[0].levels;
    expect(level.approvers[0].decisionText).toBe('Ada Admin for Alan Agent, who created the change');
    expect(level.decidesFor).toEqual([{ name: 'Team lead', reason: 'a user type with no members here' }]);
  });

  it('reads who may not decide and the tools the server will accept from the caller', () => {
    const body = { data: [{ id: 3, name: 'Standard', status: 'PENDING', approval_levels: [{ id: 11, name: 'Technical review', status: 'PENDING', is_active: true,
      caller_can: { remind: true, add: false },
      approve_users: [{ id: 2, name: 'Alan Agent', status: 'PENDING', excluded: { reason: 'created the change' }, caller_can: { remind: false, remove: true } },
        { id: 1, name: 'Ada Admin', status: 'PENDING', excluded: null, caller_can: { remind: true, remove: false } }] }] }] };
    const [level] = boardsOf(body)[0].levels;
    expect(level.can).toEqual({ remind: true, add: false });
    expect(level.approvers.map(({ excluded, can }) => ({ excluded, can }))).toEqual([
      { excluded: 'created the change', can: { remind: false, remove: true } }, { excluded: null, can: { remind: true, remove: false } },
    ]);
  });

  it('finds the active level of the pending board, the one a decision is about', () => {
    const level = (id: number, active: boolean) => ({ id, name: `L${id}`, status: 'PENDING' as const, active, approvers: [], decidesFor: [], can: ALL });
    const board = (status: 'PENDING' | 'DENIED', levels: CabLevel[]) => ({ id: 1, name: 'B', status, autoReminders: false, levels });
    expect(activeLevelOf([board('DENIED', [level(1, false)]), board('PENDING', [level(2, false), level(3, true)])])?.level.id).toBe(3);
    expect(activeLevelOf([board('DENIED', [level(1, false)])])).toBeUndefined();
  });

  it('copes with a missing data or an unknown status', () => {
    expect(boardsOf({ success: true })).toEqual([]);
    expect(boardsOf({ data: [{ id: 1, name: 'x', status: 'WEIRD', approval_levels: null }] })[0]).toMatchObject({ status: 'PENDING', levels: [], autoReminders: false });
  });
});

describe('conversationOf', () => {
  it('reads the change and whether the link still decides (yes when the server does not say)', () => {
    expect(conversationOf({ data: { change: { subject: 'S', description: '<p>D</p>' } } })).toMatchObject({ subject: 'S', description: '<p>D</p>', allowed: true });
    expect(conversationOf({ data: { change: { subject: 'S', description: null }, action_allowed: false, reason: 'Used.' } }))
      .toMatchObject({ subject: 'S', description: '', allowed: false, reason: 'Used.' });
  });
});
