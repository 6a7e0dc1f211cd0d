import { parseNumberRange } from '../../../src/kernel';
import { badRequest } from '../../httpErrors';

/**
 * A number-range filter's bounds (cost=10~500, 10~ or ~500; the browser writes the same form):
 * numberRangeBounds('cost', '10~') gives { from: 10 }; anything else is a 400 saying what was wrong.
 */
export function numberRangeBounds(param: string, raw: string): { from?: number; to?: number } {
  const range = parseNumberRange(raw);
  if (!('error' in range)) return range;
  throw badRequest(range.error === 'order'
    ? `The ${param} range must not end before it starts.`
    : `The ${param} must be a number range as from~to, e.g. 10~500, 10~ or ~500.`);
}
