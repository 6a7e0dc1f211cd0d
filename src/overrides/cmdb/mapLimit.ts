/**
 * Assets the map draws unless asked for more. The rest is counted in "N more not shown", with a way
 * to draw them (up to the server's LIMIT_MAX). Every map is laid out by hops, so 500 assets draw in
 * about a second (decisions: The CMDB map at 500 assets).
 */
export const MAP_LIMIT = 100;

/** The most the server answers for one map (its own limit). */
export const LIMIT_MAX = 1000;
