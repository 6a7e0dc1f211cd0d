import { filterLink, NO_VALUE } from '../../src/kernel';
import { badRequest } from '../httpErrors';
import { integerList, type RawQuery, valueList } from '../routes/resources/parseQuery';
import { type FilterKindParsers, oneParameter } from './filterKindParsers';

/** The query with the parameter's ids alone, its "none" taken out. */
const withoutNoValue = (query: RawQuery, param: string): RawQuery =>
  ({ [param]: valueList(query, param)!.filter((value) => value !== NO_VALUE) });

/**
 * Kind "ids": indexed ids (param[0]=1&param[1]=2) matching the column, the rows of a link (x-links),
 * or the rows a server module chooses (listFilterModules.ts).
 */
export const idsFilter: FilterKindParsers = {
  parsers: (def, filter) => oneParameter(filter, (query) => {
    // "none" among the ids: the rows holding no value as well (a property's, never a link's or a module's).
    const orEmpty = valueList(query, filter.param)?.includes(NO_VALUE) ?? false;
    const values = integerList(orEmpty ? withoutNoValue(query, filter.param) : query, filter.param) ?? [];
    if (!values.length && !orEmpty) return [];
    if (orEmpty && (filter.module || filterLink(def.name, filter) || filter.exclude)) throw badRequest(`The ${filter.param} cannot select "${NO_VALUE}".`);
    if (filter.module) return [{ kind: 'module', module: filter.module, values: values.map(Number) }];
    const link = filterLink(def.name, filter);
    if (link) return [{ kind: 'link', ...link, values }];
    // An array property (user_ids, notify_to) is stored as a JSON list: a row matches when it holds any of the ids.
    const field = def.fields[filter.field];
    const inList = field?.reference?.multiple === true || field?.schema.type === 'array';
    return [{ kind: 'ids', field: filter.field, values, inList, ...(filter.exclude ? { exclude: true } : {}), ...(orEmpty ? { orEmpty } : {}) }];
  }),
};
