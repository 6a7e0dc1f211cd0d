import type { ResourceDefinition } from '../../src/kernel';
import type { ListFilterQuery } from '../repositories/filterCondition';
import type { RawQuery } from '../routes/resources/parseQuery';

export type DeclaredFilter = ResourceDefinition['filters'][number];

/** One query parameter of a list's filters and how it reads; `exclude` marks an attach picker's filter. */
export interface FilterParser {
  param: string;
  exclude: boolean;
  parse(query: RawQuery): ListFilterQuery[];
}

/**
 * The server's half of a list-filter kind (the headless half is src/kernel/filterKinds): the query
 * parameters a declared filter of the kind reads and how, strictly, so a bad value is a 400, never a guess.
 */
export interface FilterKindParsers {
  parsers(def: ResourceDefinition, filter: DeclaredFilter): FilterParser[];
}

/** oneParameter(filter, parse): the parser of a filter sent as its one parameter. */
export const oneParameter = (filter: DeclaredFilter, parse: FilterParser['parse']): FilterParser[] =>
  [{ param: filter.param, exclude: filter.exclude === true, parse }];
