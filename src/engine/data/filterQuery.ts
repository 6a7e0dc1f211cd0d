/** A list's filter values as a request sends them; the shapes themselves are the kernel's, which the server shares. */
import type { FilterQuery } from '../../kernel';
import { indexed, type QueryPairs } from './request';

/** The query pairs of filter values: lists in indexed brackets, the rest as they are. */
export const filterQueryPairs = (query: FilterQuery): QueryPairs =>
  Object.entries(query).flatMap(([param, value]): QueryPairs => (Array.isArray(value) ? indexed(param, value) : [[param, value]]));
