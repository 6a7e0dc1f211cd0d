/**
 * The calls of a change's CABs tab, as pure mappers beside their answer:
 *   boards   => GET    /service-desk/api/change-approval-status/{changeId}     data: [board]
 *   apply    => POST   /service-desk/api/apply-cab-approval     { change_id, workflow_id }
 *   approver => POST   /service-desk/api/cab/{add|remove}-approver { action, approver_id, approver_type?, change_id, level_id, comment }
 *   remind   => POST   /service-desk/api/send-reminder          { type: level, change_id, id: level } | { type: approver, change_id, id, level_id }
 *   auto     => GET    /service-desk/api/{stop|resume}-auto-reminder/{boardId}
 *   decide   => POST   /service-desk/api/approval-action-without-hash/{changeId} { action_type, comment, level_id? }
 *   remove   => DELETE /service-desk/api/remove-cab-approval/{changeId}  { comment } (the reason)
 */
import type { ApiRequest } from '../../engine/data';

const API = '/service-desk/api';

export type CabStatus = 'PENDING' | 'APPROVED' | 'DENIED';
export type ApproverKind = 'user' | 'user_type';

/** For whom a decision is (or would be) made when not by the entry's own approver: { name: 'Alan Agent', reason: 'who created the change' }. */
export interface OnBehalf { name: string; reason: string }
/**
 * decisionText: who decided and for whom, as the server recorded it ('Ada Admin for Alan Agent, who
 * created the change'); null while pending. excluded: why its people may not decide ('created the
 * change'), null when someone of it may. can: the tools the server will accept from the caller.
 */
export interface CabApprover {
  kind: ApproverKind; id: number; name: string; status: CabStatus; decisionText: string | null;
  excluded: string | null; can: { remind: boolean; remove: boolean };
}
/** decidesFor: whom the caller would decide for on this level (an administrator standing in), [] when only for themselves. */
export interface CabLevel {
  id: number; name: string; status: CabStatus; active: boolean; approvers: CabApprover[]; decidesFor: OnBehalf[];
  can: { remind: boolean; add: boolean };
}
export interface CabBoard { id: number; name: string; status: CabStatus; autoReminders: boolean; levels: CabLevel[] }

type Raw = Record<string, unknown>;
const listOf = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((item): item is Raw => !!item && typeof item === 'object') : []);
const statusOf = (value: unknown): CabStatus => (value === 'APPROVED' || value === 'DENIED' ? value : 'PENDING');
// The original answers 1/0 where this server answers true/false.
const truthy = (value: unknown) => value === true || value === 1 || value === '1';

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The tools the server says the caller may use (caller_can); the original server sends none, and
 * then every tool is offered as the change's flags allow.
 */
function toolsOf<T extends string>(raw: unknown, tools: readonly T[]): Record<T, boolean> {
  const can = raw && typeof raw === 'object' ? (raw as Raw) : undefined;
  return Object.fromEntries(tools.map((tool) => [tool, can ? can[tool] === true : true])) as Record<T, boolean>;
}

const approversOf = (raw: unknown, kind: ApproverKind): CabApprover[] =>
  listOf(raw).map((item) => ({
    kind, id: Number(item.id), name: String(item.name ?? ''), status: statusOf(item.status), decisionText: textOf(item.decision_text),
    excluded: textOf((item.excluded as Raw | null | undefined)?.reason), can: toolsOf(item.caller_can, ['remind', 'remove'] as const),
  }));

const onBehalfOf = (raw: unknown): OnBehalf[] => listOf(raw).map((item) => ({ name: String(item.name ?? ''), reason: String(item.reason ?? '') }));

/** The boards of a change-approval-status answer, oldest first; users before user types on each level. */
export function boardsOf(body: unknown): CabBoard[] {
  return listOf((body as { data?: unknown })?.data).map((board) => ({
    id: Number(board.id),
    name: String(board.name ?? ''),
    status: statusOf(board.status),
    autoReminders: truthy(board.send_auto_reminders),
    levels: listOf(board.approval_levels).map((level) => ({
      id: Number(level.id),
      name: String(level.name ?? ''),
      status: statusOf(level.status),
      active: truthy(level.is_active),
      approvers: [...approversOf(level.approve_users, 'user'), ...approversOf(level.approve_user_types, 'user_type')],
      decidesFor: onBehalfOf(level.caller_decides_for),
      can: toolsOf(level.caller_can, ['remind', 'add'] as const),
    })),
  }));
}

export const boardsRequest = (changeId: number | string): ApiRequest => ({ method: 'GET', url: `${API}/change-approval-status/${changeId}` });

export const applyRequest = (changeId: number | string, boardId: number | string): ApiRequest =>
  ({ method: 'POST', url: `${API}/apply-cab-approval`, json: { change_id: changeId, workflow_id: boardId } });

export interface ApproverEdit {
  action: 'add' | 'remove';
  changeId: number | string;
  levelId: number;
  approver: { kind: ApproverKind; id: number | string };
  comment: string;
}

/** approverRequest({ action: 'add', ... }) → POST cab/add-approver; a user type says so in approver_type. */
export function approverRequest({ action, changeId, levelId, approver, comment }: ApproverEdit): ApiRequest {
  const json: Raw = { action, approver_id: approver.id, change_id: changeId, level_id: levelId, comment };
  if (approver.kind === 'user_type') json.approver_type = 'user_type';
  return { method: 'POST', url: `${API}/cab/${action}-approver`, json };
}

/** A reminder to the whole level, or to one approver of it. */
export function reminderRequest(changeId: number | string, level: CabLevel, approver?: CabApprover): ApiRequest {
  if (!approver) return { method: 'POST', url: `${API}/send-reminder`, json: { type: 'level', change_id: changeId, id: level.id, level_id: level.id } };
  const json: Raw = { type: 'approver', change_id: changeId, id: approver.id, level_id: level.id };
  if (approver.kind === 'user_type') json.approver_type = 'user_type';
  return { method: 'POST', url: `${API}/send-reminder`, json };
}

export const autoReminderRequest = (boardId: number, on: boolean): ApiRequest =>
  ({ method: 'GET', url: `${API}/${on ? 'resume' : 'stop'}-auto-reminder/${boardId}` });

export type BoardAction = 'approve' | 'deny' | 'remove';

/**
 * approve and deny post the caller's decision with its comment and the level it is about (the active
 * one the tab shows: a decision that comes too late is refused rather than taken for the next level);
 * remove deletes the change's boards, the comment being its reason.
 */
export function boardActionRequest(changeId: number | string, action: BoardAction, comment: string, levelId?: number): ApiRequest {
  if (action === 'remove') return { method: 'DELETE', url: `${API}/remove-cab-approval/${changeId}`, json: { comment } };
  return { method: 'POST', url: `${API}/approval-action-without-hash/${changeId}`, json: { action_type: action, comment, ...(levelId === undefined ? {} : { level_id: levelId }) } };
}

/** The pending board and its active level, the one a decision is about. */
export function activeLevelOf(boards: CabBoard[]): { board: CabBoard; level: CabLevel } | undefined {
  const board = boards.find((candidate) => candidate.status === 'PENDING');
  const level = board?.levels.find((candidate) => candidate.active);
  return board && level ? { board, level } : undefined;
}

/** The look-ups the dialogs choose from. */
export const CAB_LOOKUP = '/service-desk/api/dependency/cabs';
export const APPROVER_LOOKUP = '/api/dependency/users';
