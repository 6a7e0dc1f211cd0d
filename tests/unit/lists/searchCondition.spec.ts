import { describe, expect, it } from 'vitest';
import { loadResources, SCHEMAS_DIR } from '../../../server/loadResources';
import { searchCondition } from '../../../server/repositories/searchCondition';

const vendor = loadResources(SCHEMAS_DIR).find((def) => def.name === 'vendor')!;

describe('searchCondition on PostgreSQL', () => {
  it('compares the lowered term with the search column, which the trigram index serves', () => {
    expect(searchCondition(vendor, 'TeCh_', 'rows', 'postgres')).toEqual({ sql: `"_search" LIKE ? ESCAPE '\\'`, params: ['%tech\\_%'] });
  });

  it('matches a term holding a line break in each searched value apart, as the search column joins them by one', () => {
    const { sql, params } = searchCondition(vendor, 'Cargo\nsales', 'rows', 'postgres');
    expect(sql).toBe(`(lower("name") LIKE ? ESCAPE '\\' OR lower("email") LIKE ? ESCAPE '\\' OR lower("primary_contact") LIKE ? ESCAPE '\\')`);
    expect(params).toEqual(Array(3).fill('%cargo\nsales%'));
  });
});
