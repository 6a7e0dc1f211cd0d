import { describe, expect, it } from 'vitest';
import { addLevel, levelDrafts, levelPayload, moveLevel, removeLevel, renumber, updateLevel, type LevelDraft } from '../../../src/overrides/cab/cabFormLevels';
import { levelErrors } from '../../../src/overrides/cab/cabFormErrors';

const draft = (name: string, order: number, id?: number): LevelDraft =>
  ({ key: `k-${name}`, id, name, order, match: 'all', approvers: { users: [], user_types: [] } });
const names = (levels: LevelDraft[]) => levels.map((level) => `${level.order}${level.name}`);
const three = [draft('A', 1, 11), draft('B', 2, 12), draft('C', 3)];

describe('the level editor steps', () => {
  it('adds an empty level with order = count + 1 and the default match, under a new key', () => {
    const added = addLevel(three, 'any');
    expect(added[3]).toMatchObject({ name: '', order: 4, match: 'any', approvers: { users: [], user_types: [] } });
    expect(added[3].id).toBeUndefined();
    expect(new Set(addLevel(added, 'all').map((level) => level.key)).size).toBe(5);
    expect(addLevel([], 'all')[0].order).toBe(1);
  });

  it('removes a level and renumbers the rest, but never the only one', () => {
    expect(names(removeLevel(three, 0))).toEqual(['1B', '2C']);
    expect(names(removeLevel(three, 1))).toEqual(['1A', '2C']);
    const only = [draft('A', 1)];
    expect(removeLevel(only, 0)).toBe(only);
  });

  it('moves a level up or down, renumbering 1..n, and nothing past either end', () => {
    expect(names(moveLevel(three, 2, -1))).toEqual(['1A', '2C', '3B']);
    expect(names(moveLevel(three, 0, 1))).toEqual(['1B', '2A', '3C']);
    expect(moveLevel(three, 0, -1)).toBe(three);
    expect(moveLevel(three, 2, 1)).toBe(three);
    expect(moveLevel(three, 2, -1).map((level) => level.key)).toEqual(['k-A', 'k-C', 'k-B']);
  });

  it('renumbers without touching levels already in place, and updates one level', () => {
    const shuffled = [three[0], three[2], three[1]];
    const renumbered = renumber(shuffled);
    expect(names(renumbered)).toEqual(['1A', '2C', '3B']);
    expect(renumbered[0]).toBe(three[0]);
    expect(updateLevel(three, 1, { name: 'Bee', match: 'any' })[1]).toMatchObject({ key: 'k-B', name: 'Bee', match: 'any', order: 2 });
  });

  it('reads saved levels in their order (approvers filled in), or starts with one empty level', () => {
    const drafts = levelDrafts([
      { id: 5, name: 'Second', order: 2, match: 'any', approvers: { users: [3] } },
      { id: 4, name: 'First', order: 1, match: 'all', approvers: { users: [], user_types: [2] } },
    ], 'all');
    expect(drafts.map((level) => [level.key, level.id, level.order])).toEqual([['saved-4', 4, 1], ['saved-5', 5, 2]]);
    expect(drafts[1].approvers).toEqual({ users: [3], user_types: [] });
    expect(levelDrafts(undefined, 'all')).toEqual([expect.objectContaining({ name: '', order: 1, match: 'all' })]);
  });

  it('sends levels without the editor keys', () => {
    expect(levelPayload([draft('A', 1, 11), draft('B', 2)])).toEqual([
      { id: 11, name: 'A', order: 1, match: 'all', approvers: { users: [], user_types: [] } },
      { id: undefined, name: 'B', order: 2, match: 'all', approvers: { users: [], user_types: [] } },
    ]);
  });

  it('hands each level its own messages by their dotted keys', () => {
    const errors = { name: 'x', 'levels.0.name': 'n0', 'levels.1.approvers': 'a1', 'levels.1.approvers.users': 'u1', 'levels.10.name': 'n10' };
    expect(levelErrors(errors, 1)).toEqual({ approvers: 'a1', 'approvers.users': 'u1' });
    expect(levelErrors(errors, 0)).toEqual({ name: 'n0' });
    expect(levelErrors(errors, 2)).toEqual({});
  });
});
