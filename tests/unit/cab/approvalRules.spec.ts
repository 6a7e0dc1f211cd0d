// The approval board's state machine and the shared checks of reasons and comments, as pure functions.
import { describe, expect, it } from 'vitest';
import { levelOutcome, outcomeStatus, settleBoard, type LevelState } from '../../../server/cab/approvalRules';
import { commentError, decisionError, REASON_TOO_LONG, reasonError } from '../../../src/kernel';

const P = 'PENDING' as const;
const A = 'APPROVED' as const;
const D = 'DENIED' as const;

describe('levelOutcome', () => {
  it.each([
    ['any', [P, P], P], ['any', [P, A], A], ['any', [A, D], D], ['any', [], P],
    ['all', [A, P], P], ['all', [A, A], A], ['all', [A, D], D], ['all', [], P],
  ] as const)('%s of %j is %s', (match, entries, expected) => {
    expect(levelOutcome({ match, entries: [...entries] })).toBe(expected);
  });
});

describe('settleBoard', () => {
  const level = (match: 'any' | 'all', ...entries: LevelState['entries']): LevelState => ({ match, entries });

  it('makes the first undecided level active and keeps the later ones pending', () => {
    expect(settleBoard([level('any', P, P), level('all', P)])).toEqual({ status: P, levels: [P, P], active: 0 });
    expect(settleBoard([level('any', A, P), level('all', P)])).toEqual({ status: P, levels: [A, P], active: 1 });
  });

  it('approves the board when the last level is approved', () => {
    expect(settleBoard([level('any', A, P), level('all', A, A)])).toEqual({ status: A, levels: [A, A], active: null });
  });

  it('denies level and board at the first denial, leaving later levels pending and nothing active', () => {
    expect(settleBoard([level('any', D, P), level('all', P)])).toEqual({ status: D, levels: [D, P], active: null });
    expect(settleBoard([level('any', A), level('all', A, D), level('any', P)])).toEqual({ status: D, levels: [A, D, P], active: null });
  });

  it('leaves a board without levels pending', () => {
    expect(settleBoard([])).toEqual({ status: P, levels: [], active: null });
  });
});

describe('outcomeStatus', () => {
  it('is action_on_approve or action_on_deny once decided, null while pending', () => {
    const board = { action_on_approve: 4, action_on_deny: 2 };
    expect(outcomeStatus({ ...board, status: A })).toBe(4);
    expect(outcomeStatus({ ...board, status: D })).toBe(2);
    expect(outcomeStatus({ ...board, status: P })).toBeNull();
  });
});

describe('reason, comment and decision checks', () => {
  it('require a reason of at most 250 characters, judged trimmed', () => {
    expect(reasonError('')).toBe('This field is required.');
    expect(reasonError('   ')).toBe('This field is required.');
    expect(reasonError(undefined)).toBe('This field is required.');
    expect(reasonError('x'.repeat(250))).toBeUndefined();
    expect(reasonError(` ${'x'.repeat(250)} `)).toBeUndefined();
    expect(reasonError('x'.repeat(251))).toBe(REASON_TOO_LONG);
    expect(REASON_TOO_LONG).toBe('The reason should be less than 250 characters.');
  });

  it('require a comment to approve or deny, and one of the two', () => {
    expect(commentError('')).toBe('This field is required.');
    expect(commentError('Looks good')).toBeUndefined();
    expect(decisionError('approve')).toBeUndefined();
    expect(decisionError('deny')).toBeUndefined();
    expect(decisionError('maybe')).toBe('The selected action type is invalid.');
    expect(decisionError(undefined)).toBe('This field is required.');
  });
});
