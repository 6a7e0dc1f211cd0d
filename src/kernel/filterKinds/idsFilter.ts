import { ME } from '../dashboardBlock';
import type { FilterKindChecks, FilterKindRules } from './filterKindRules';

const asList = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value as string | number]);
/**
 * The value of an ids filter that selects the rows holding no value (a home page group of records
 * without a type, say): sent beside the ids as param[0]=none.
 */
export const NO_VALUE = 'none';

// An ids filter's values are sent as integers (ids, or a choice's integer options); "$me" stands for one.
const isId = (value: unknown) => Number.isInteger(value) || value === ME;

/** Kind "ids" (the default): the ids or options chosen in a select, sent as param[0]=1&param[1]=2. */
export const idsFilter: FilterKindRules = {
  toQuery: asList,
  fromQuery: (value) => value,
};

export const idsChecks: FilterKindChecks = {
  // An exclude filter is never a select: the attach dialog gives it the owner's id.
  propertyProblem: (filter, schema) => (!filter.exclude && !filter.lookup && !schema['x-ref'] && !schema.oneOf && !schema.enum
    ? `"${filter.field}" has no options: give the filter a lookup or the property an x-ref` : undefined),
  blockValueProblem: (value) => (Array.isArray(value) && value.length && value.every(isId)
    ? undefined : `a list of integer ids or "${ME}"${value === ME ? ' (inside the list)' : ''}`),
};
