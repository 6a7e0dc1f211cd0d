/**
 * Checks of the words that go with an approval decision, shared by the dialogs and the server so
 * both say the same: a reason for adding or removing an approver, a comment
 * for approving or denying. Text is judged trimmed: spaces alone are no reason.
 */
import { REQUIRED_MESSAGE } from './fieldErrors';

export const REASON_MAX_LENGTH = 250;
export const REASON_TOO_LONG = 'The reason should be less than 250 characters.';

/** The spec sets no bound on a decision's comment; this one keeps a single request from filling the log. */
export const COMMENT_MAX_LENGTH = 10_000;
export const COMMENT_TOO_LONG = 'The comment should be less than 10000 characters.';

export const DECISIONS = ['approve', 'deny'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_INVALID = 'The selected action type is invalid.';

const trimmed = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function textError(value: unknown, max: number, tooLong: string): string | undefined {
  const text = trimmed(value);
  if (!text) return REQUIRED_MESSAGE;
  return text.length > max ? tooLong : undefined;
}

/** reasonError('x'.repeat(251)) === REASON_TOO_LONG; reasonError(' ') === 'This field is required.' */
export const reasonError = (value: unknown) => textError(value, REASON_MAX_LENGTH, REASON_TOO_LONG);

/** commentError('') === 'This field is required.'; a comment is required to approve and to deny. */
export const commentError = (value: unknown) => textError(value, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG);

export const isDecision = (value: unknown): value is Decision => DECISIONS.includes(value as Decision);

/** decisionError('maybe') === DECISION_INVALID; only approve and deny decide. */
export const decisionError = (value: unknown) => (isDecision(value) ? undefined : trimmed(value) ? DECISION_INVALID : REQUIRED_MESSAGE);

/** The text as it is stored: trimmed. */
export const cleanText = trimmed;
