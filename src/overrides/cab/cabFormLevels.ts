/**
 * The CAB level editor's pure steps: a new level takes
 * order = count + 1, a level is removed only while another remains, moves swap neighbours, and every
 * change leaves the orders 1..n in the order shown.
 */
import type { Cab } from '../../types';

/** A level as schemas/cab.json declares it. */
type Level = Cab['levels'][number];

export type Match = Level['match'];

export type LevelApprovers = Required<Level['approvers']>;

/** A level as the editor holds it: `key` tells cards apart before a new level has an id. */
export interface LevelDraft extends Omit<Level, 'approvers'> {
  key: string;
  approvers: LevelApprovers;
}

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `new-${lastKey}`;
};

/** renumber(levels) gives orders 1..n in the list's order. */
export const renumber = (levels: LevelDraft[]): LevelDraft[] => levels.map((level, i) => (level.order === i + 1 ? level : { ...level, order: i + 1 }));

/** An empty level at the end: order = count + 1, match as the resource file's default. */
export const addLevel = (levels: LevelDraft[], match: Match): LevelDraft[] =>
  [...levels, { key: newKey(), name: '', order: levels.length + 1, match, approvers: { users: [], user_types: [] } }];

/** Removes the level at index, unless it is the only one; the rest are renumbered. */
export const removeLevel = (levels: LevelDraft[], index: number): LevelDraft[] =>
  (levels.length > 1 ? renumber(levels.filter((_, i) => i !== index)) : levels);

/** Moves the level at index one step up (-1) or down (+1); a move past either end changes nothing. */
export function moveLevel(levels: LevelDraft[], index: number, step: -1 | 1): LevelDraft[] {
  const target = index + step;
  if (index < 0 || index >= levels.length || target < 0 || target >= levels.length) return levels;
  const moved = [...levels];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return renumber(moved);
}

/** Replaces one level's values. */
export const updateLevel = (levels: LevelDraft[], index: number, change: Partial<Omit<LevelDraft, 'key'>>): LevelDraft[] =>
  levels.map((level, i) => (i === index ? { ...level, ...change } : level));

/** A level as the board read carries it. */
type SavedLevel = Omit<Level, 'approvers'> & { id: number; approvers?: Level['approvers'] };

/** The saved levels in their order, ready to edit; a board without any starts with one empty level (order 1). */
export function levelDrafts(saved: SavedLevel[] | undefined, match: Match): LevelDraft[] {
  if (!saved?.length) return addLevel([], match);
  return renumber([...saved].sort((a, b) => a.order - b.order).map((level) => ({
    key: `saved-${level.id}`, id: level.id, name: level.name, order: level.order, match: level.match,
    approvers: { users: level.approvers?.users ?? [], user_types: level.approvers?.user_types ?? [] },
  })));
}

/** The levels as the save sends them: without the editor's keys. */
export const levelPayload = (levels: LevelDraft[]) => levels.map(({ key: _key, ...level }) => level);
