import { numberRangeText, numberRangeValue } from '../numberRange';
import type { FilterKindChecks, FilterKindRules } from './filterKindRules';

const isBound = (value: unknown) => value === undefined || value === '' || typeof value === 'number'
  || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** Kind "numberrange": a number or integer property between two bounds, param=from~to (either may be empty). */
export const numberRangeFilter: FilterKindRules = {
  toQuery: numberRangeText,
  fromQuery: numberRangeValue,
  columnRange: true,
};

export const numberRangeChecks: FilterKindChecks = {
  propertyProblem: (filter, schema) => (schema.type !== 'number' && schema.type !== 'integer'
    ? `a numberrange filter needs a number or integer property, "${filter.field}" is not one` : undefined),
  blockValueProblem(value) {
    const range = value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
    const ok = range && Object.keys(range).every((key) => ['from', 'to'].includes(key)) && (range.from !== undefined || range.to !== undefined)
      && isBound(range.from) && isBound(range.to);
    return ok ? undefined : 'a number range: { from, to }';
  },
};
