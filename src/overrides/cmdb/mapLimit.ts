/**
 * Assets the map draws unless asked for more. The rest is counted in "N more not shown", with a way
 * to draw them (up to the server's LIMIT_MAX). Since maps past MERMAID_MAX are laid out by hops,
 * 500 assets draw in well under two seconds (decisions: The CMDB map at 500 assets).
 */
export const MAP_LIMIT = 100;

/** The most the server answers for one map (its own limit). */
export const LIMIT_MAX = 1000;

/**
 * Maps of at most this many assets are drawn by mermaid, whose free layout shows a small graph's
 * direction best; larger ones by hops (hopLayout), since mermaid measures each label in the live page
 * and lays out with dagre, about 20 ms an asset here, 2 s at 100 assets and 20 s at 500.
 */
export const MERMAID_MAX = 20;
