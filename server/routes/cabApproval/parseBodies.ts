/**
 * The bodies of the CAB calls (JSON or multipart), checked field by field into one 412 with every
 * message at once, with the same rules the dialogs use (src/kernel/approvalRules.ts).
 */
import { cleanText, commentError, decisionError, reasonError, type Decision, REQUIRED_MESSAGE } from '../../../src/kernel';
import type { ApproverEntry, ApproverKind } from '../../cab/approvalMembers';
import type { ApproverChange } from '../../cab/approverEditing';
import type { ReminderTarget } from '../../cab/reminders';
import { FieldErrors } from '../../httpErrors';

type Values = Record<string, unknown>;
type Errors = Record<string, string>;

const POSITIVE = /^[1-9][0-9]{0,15}$/;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A positive id under field, or a message in errors: "This field is required." / "The level_id must be a positive integer." */
function idOf(values: Values, field: string, errors: Errors): number {
  const raw = text(values[field]);
  if (!raw) errors[field] = REQUIRED_MESSAGE;
  else if (!POSITIVE.test(raw) || !Number.isSafeInteger(Number(raw))) errors[field] = `The ${field} must be a positive integer.`;
  else return Number(raw);
  return 0;
}

const fail = (errors: Errors) => {
  if (Object.keys(errors).length) throw new FieldErrors(errors);
};

/** An approver id is a user's unless approver_type says user_type (the status lists both kinds by their own ids). */
function entryOf(values: Values, field: string, errors: Errors): ApproverEntry {
  const kind = text(values.approver_type) || 'user';
  if (kind !== 'user' && kind !== 'user_type') errors.approver_type = 'The approver_type must be user or user_type.';
  return { kind: kind as ApproverKind, approver_id: idOf(values, field, errors) };
}

/** POST apply-cab-approval { change_id, workflow_id }: a board must be chosen. */
export function parseApply(values: Values): { changeId: number; boardId: number } {
  const errors: Errors = {};
  const changeId = idOf(values, 'change_id', errors);
  const boardId = idOf(values, 'workflow_id', errors);
  fail(errors);
  return { changeId, boardId };
}

/** POST cab/add-approver and cab/remove-approver { action, approver_id, change_id, level_id, comment }. */
export function parseApproverChange(values: Values, action: 'add' | 'remove'): { changeId: number; input: ApproverChange } {
  const errors: Errors = {};
  const given = text(values.action);
  if (given && given !== action) errors.action = `The action must be ${action}.`;
  const entry = entryOf(values, 'approver_id', errors);
  const changeId = idOf(values, 'change_id', errors);
  const levelId = idOf(values, 'level_id', errors);
  const problem = reasonError(values.comment);
  if (problem) errors.comment = problem;
  fail(errors);
  return { changeId, input: { levelId, entry, reason: cleanText(values.comment) } };
}

/** DELETE remove-cab-approval/{changeId} { comment }: why the boards are removed, the reason rules of an approver edit. */
export function parseRemoval(values: Values): string {
  const problem = reasonError(values.comment);
  if (problem) throw new FieldErrors({ comment: problem });
  return cleanText(values.comment);
}

/** POST send-reminder { type: level | approver, change_id, id, level_id }: a level by id, or an approver (id) of a level. */
export function parseReminder(values: Values): { changeId: number; target: ReminderTarget } {
  const errors: Errors = {};
  const type = text(values.type);
  if (type !== 'level' && type !== 'approver') errors.type = type ? 'The type must be level or approver.' : REQUIRED_MESSAGE;
  const changeId = idOf(values, 'change_id', errors);
  if (type === 'approver') {
    const entry = entryOf(values, 'id', errors);
    const levelId = idOf(values, 'level_id', errors);
    fail(errors);
    return { changeId, target: { type: 'approver', levelId, entry, field: 'id' } };
  }
  const levelId = idOf(values, 'id', errors);
  fail(errors);
  return { changeId, target: { type: 'level', levelId } };
}

/**
 * POST approval-action/{hash} and approval-action-without-hash/{changeId} { action_type, comment, level_id? }:
 * both required; level_id, when sent, is the level the decision is about (the app sends the one it shows).
 */
export function parseDecision(values: Values): { decision: Decision; comment: string; levelId?: number } {
  const errors: Errors = {};
  const decision = decisionError(values.action_type);
  if (decision) errors.action_type = decision;
  const comment = commentError(values.comment);
  if (comment) errors.comment = comment;
  const levelId = text(values.level_id) ? idOf(values, 'level_id', errors) : undefined;
  fail(errors);
  return { decision: values.action_type as Decision, comment: cleanText(values.comment), ...(levelId === undefined ? {} : { levelId }) };
}
