import { filterLink } from '../../src/kernel';
import { integerList } from '../routes/resources/parseQuery';
import { type FilterKindParsers, oneParameter } from './filterKindParsers';

/**
 * Kind "ids": indexed ids (param[0]=1&param[1]=2) matching the column, the rows of a link (x-links),
 * or the rows a server module chooses (listFilterModules.ts).
 */
export const idsFilter: FilterKindParsers = {
  parsers: (def, filter) => oneParameter(filter, (query) => {
    const values = integerList(query, filter.param);
    if (!values) return [];
    if (filter.module) return [{ kind: 'module', module: filter.module, values: values.map(Number) }];
    const link = filterLink(def.name, filter);
    if (link) return [{ kind: 'link', ...link, values }];
    // An array property (user_ids, notify_to) is stored as a JSON list: a row matches when it holds any of the ids.
    const field = def.fields[filter.field];
    const inList = field?.reference?.multiple === true || field?.schema.type === 'array';
    return [{ kind: 'ids', field: filter.field, values, inList, ...(filter.exclude ? { exclude: true } : {}) }];
  }),
};
