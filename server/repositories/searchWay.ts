import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient, SqlValue } from '../database/sqlClient';
import { quote } from '../sql';
import { tableOf } from './resourceTable';
import { searchCondition, usesSearchIndex, type SearchWay } from './searchCondition';

/** The oldest rows a term's share is guessed from. */
const SAMPLE = 1_000;

/**
 * The share of rows holding a term from which testing each row costs less than the index: per row it
 * finds, the index reads a hit and then the row for the filters, about twice a scan's cost per row
 * (100,000 vendors: 'tech', in 12.5% of them, counted in 7 ms against 45; 'example', in all, 100 against 50).
 */
const SCAN_SHARE = 0.4;

/**
 * About what share of a resource's rows hold a term, guessed from its oldest SAMPLE rows tested by
 * LIKE: the same small cost whatever the term (asking the index costs what its hits cost).
 */
async function termShare(db: SqlClient, def: ResourceDefinition, term: string): Promise<number> {
  const condition = searchCondition(def, term, 'rows', db.dialect);
  const { rows, hits } = (await db.get<{ rows: number; hits: number }>(`SELECT COUNT(*) AS "rows", COUNT(*) FILTER (WHERE ${condition.sql}) AS hits
    FROM (SELECT ${def.search.map(quote).join(', ')} FROM ${quote(tableOf(def))} ORDER BY id LIMIT ?) AS sample`, [...condition.params as SqlValue[], SAMPLE]))!;
  return Number(rows) ? Number(hits) / Number(rows) : 0;
}

/**
 * How a search is best checked: through the index, unless the term is short or in so many rows that
 * testing each row costs less. A guess that decides how rows are read, never which:
 * searchWay(db, vendor, 'tech') === 'index' for the bench's vendors, 'rows' for 'example'.
 */
export async function searchWay(db: SqlClient, def: ResourceDefinition, term: string | undefined): Promise<SearchWay> {
  if (!term || !usesSearchIndex(def, term, db.dialect)) return 'rows';
  return (await termShare(db, def, term)) < SCAN_SHARE ? 'index' : 'rows';
}
