/** What a page of a searched list knows before reading it: where it starts, its size, how many rows match, about how many rows the table has. */
export interface PageShape {
  offset: number;
  limit: number;
  matches: number;
  tableRows: number;
}

/**
 * Whether a page is read for less by walking the sort order, testing each row, than by reading every
 * match and sorting them. Matches spread over the order, so a walk meets about tableRows / matches
 * rows per match it keeps; it wins while that comes to no more than the matches themselves:
 * walksSortOrder({ offset: 0, limit: 10, matches: 10_000, tableRows: 100_000 }) === true (about 100
 * rows walked against 10,000 read), and false with matches: 30 (about 33,000 against 30).
 */
export function walksSortOrder({ offset, limit, matches, tableRows }: PageShape): boolean {
  return (offset + limit) * tableRows <= matches * matches;
}
