import { filterLink, NO_VALUE } from '../../src/kernel';
import { badRequest } from '../httpErrors';
import { integerList, optionValues, type RawQuery, valueList } from '../routes/resources/parseQuery';
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
    const given = orEmpty ? withoutNoValue(query, filter.param) : query;
    const field = def.fields[filter.field];
    const link = filterLink(def.name, filter);
    // A property with fixed options (a choice, as the Data model's property dialog writes one) is chosen by its options, anything else by ids.
    const options = !filter.module && !link && Array.isArray(field?.schema.enum) ? field.schema.enum as Array<string | number> : undefined;
    const ids = options ? [] : integerList(given, filter.param) ?? [];
    const values = options ? optionValues(filter.param, options, valueList(given, filter.param) ?? []) : ids;
    if (!values.length && !orEmpty) return [];
    if (orEmpty && (filter.module || link || filter.exclude)) throw badRequest(`The ${filter.param} cannot select "${NO_VALUE}".`);
    if (filter.module) return [{ kind: 'module', module: filter.module, values: ids }];
    if (link) return [{ kind: 'link', ...link, values: ids }];
    // An array property (user_ids, notify_to) is stored as a JSON list: a row matches when it holds any of the ids.
    const inList = field?.reference?.multiple === true || field?.schema.type === 'array';
    return [{ kind: 'ids', field: filter.field, values, inList, ...(filter.exclude ? { exclude: true } : {}), ...(orEmpty ? { orEmpty } : {}) }];
  }),
};
