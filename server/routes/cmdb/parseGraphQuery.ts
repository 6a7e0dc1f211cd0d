import type { GraphQuery } from '../../cmdb/assetGraph';
import { positiveInt, scalar, type RawQuery } from '../resources/parseQuery';

/** How far the map walks by default and at most (hops, both directions). */
export const DEPTH = { fallback: 1, max: 5 } as const;
/** How many assets the map shows by default and at most; the rest is counted as hidden. */
export const NODE_LIMIT = { fallback: 200, max: 1000 } as const;

/** ?depth=1..5&limit=1..1000 of GET cmdb-asset/{id}; anything else is a 400 naming the parameter. */
export const parseGraphQuery = (query: RawQuery): GraphQuery => ({
  depth: positiveInt(scalar(query, 'depth'), 'depth', DEPTH.max, DEPTH.fallback),
  limit: positiveInt(scalar(query, 'limit'), 'limit', NODE_LIMIT.max, NODE_LIMIT.fallback),
});
