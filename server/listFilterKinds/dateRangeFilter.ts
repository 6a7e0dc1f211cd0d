import { badRequest } from '../httpErrors';
import { comparedAs, type DateRange, parseDateRange, parseStamp } from '../routes/resources/parseDateRange';
import { scalar, type RawQuery } from '../routes/resources/parseQuery';
import { type DeclaredFilter, type FilterKindParsers, type FilterParser, oneParameter } from './filterKindParsers';

/**
 * The two parameters of a range sent as two timestamps (x-list filter `end`): the start is a lower
 * bound, the end an upper bound that must not come before a start sent with it.
 */
function boundParsers(filter: DeclaredFilter, end: string, day: (range: DateRange) => DateRange): FilterParser[] {
  const bound = (param: string, query: RawQuery) => {
    const raw = scalar(query, param)?.trim();
    return raw ? parseStamp(param, raw) : undefined;
  };
  return [
    { param: filter.param, exclude: false, parse: (query) => {
      const from = bound(filter.param, query);
      return from ? [{ kind: 'daterange', field: filter.field, ...day({ from }) }] : [];
    } },
    { param: end, exclude: false, parse: (query) => {
      const to = bound(end, query);
      const from = bound(filter.param, query);
      if (to && from && from > to) throw badRequest(`The ${end} must not come before the ${filter.param}.`);
      return to ? [{ kind: 'daterange', field: filter.field, ...day({ to }) }] : [];
    } },
  ];
}

/**
 * Kind "daterange": param=date::from~to or last::N~unit, or the bounds in two parameters (`end`);
 * a date property (a day, no time) is compared by the bounds' days.
 */
export const dateRangeFilter: FilterKindParsers = {
  parsers: (def, filter) => {
    const day = comparedAs(def.fields[filter.field]);
    return filter.end ? boundParsers(filter, filter.end, day) : oneParameter(filter, (query) => {
      const raw = scalar(query, filter.param)?.trim();
      const range = raw ? parseDateRange(filter.param, raw) : {};
      return range.from || range.to ? [{ kind: 'daterange', field: filter.field, ...day(range) }] : [];
    });
  },
};
