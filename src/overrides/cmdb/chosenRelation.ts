import type { Direction } from './cmdbApi';

/**
 * The relation the dialog sends: the one select that holds a choice, read in its direction.
 * chosenRelation({ forward: null, inverse: { id: 2 } }) → { relation: 'inverse', cmdbId: 2 }; none → undefined.
 */
export function chosenRelation(choice: Record<Direction, { id: string | number } | null>): { relation: Direction; cmdbId: number } | undefined {
  if (choice.forward) return { relation: 'forward', cmdbId: Number(choice.forward.id) };
  if (choice.inverse) return { relation: 'inverse', cmdbId: Number(choice.inverse.id) };
  return undefined;
}
