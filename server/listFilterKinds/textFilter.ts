import { searchTerm } from '../routes/resources/parseQuery';
import { type FilterKindParsers, oneParameter } from './filterKindParsers';

/** Kind "text": param=words, the rows whose value contains them, any case. */
export const textFilter: FilterKindParsers = {
  parsers: (_def, filter) => oneParameter(filter, (query) => {
    // A term like the search's, at most 255 characters: SQLite refuses a LIKE pattern over 50,000 bytes.
    const term = searchTerm(query, filter.param);
    return term ? [{ kind: 'contains', field: filter.field, term }] : [];
  }),
};
