import { describe, expect, it } from 'vitest';
import { definitionChanges } from '../../../server/cab/definitionChanges';
import type { CabDefinition } from '../../../server/cab/definitions';

const board: CabDefinition = {
  id: 1, name: 'Board', action_on_approve: 4, action_on_deny: 2, send_auto_reminders: 1, reminder_interval: 8,
  created_at: '2026-01-01 10:00:00', updated_at: '2026-01-01 10:00:00',
  levels: [
    { id: 3, name: 'Review', order: 1, match: 'any', approvers: { users: [2, 4], user_types: [] } },
    { id: 5, name: 'Sign-off', order: 2, match: 'all', approvers: { users: [], user_types: [3] } },
  ],
};

describe('definitionChanges', () => {
  it('names the board fields that changed and the levels as one text when they changed', () => {
    const reordered = { ...board, name: 'Board 2', levels: [{ ...board.levels[1], order: 1 }, { ...board.levels[0], order: 2 }] };
    expect(definitionChanges(board, reordered)).toEqual({
      name: ['Board', 'Board 2'],
      levels: ['1. Review (any; users 2, 4) | 2. Sign-off (all; user types 3)', '1. Sign-off (all; user types 3) | 2. Review (any; users 2, 4)'],
    });
    expect(definitionChanges(board, { ...board, updated_at: 'later' })).toEqual({});
  });

  it('logs a creation and a deletion against nothing', () => {
    expect(definitionChanges(undefined, board)).toMatchObject({ name: [null, 'Board'], reminder_interval: [null, 8], levels: [null, expect.any(String)] });
    expect(definitionChanges(board, undefined)).toMatchObject({ name: ['Board', null], levels: [expect.any(String), null] });
  });
});
