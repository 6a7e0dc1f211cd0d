import { numberRangeBounds } from '../routes/resources/parseNumberRange';
import { scalar } from '../routes/resources/parseQuery';
import { type FilterKindParsers, oneParameter } from './filterKindParsers';

/** Kind "numberrange": param=from~to, either bound may be empty. */
export const numberRangeFilter: FilterKindParsers = {
  parsers: (_def, filter) => oneParameter(filter, (query) => {
    const raw = scalar(query, filter.param)?.trim();
    const range = raw ? numberRangeBounds(filter.param, raw) : {};
    return range.from !== undefined || range.to !== undefined ? [{ kind: 'numberrange', field: filter.field, ...range }] : [];
  }),
};
