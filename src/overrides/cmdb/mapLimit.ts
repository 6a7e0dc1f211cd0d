/**
 * Assets the map draws unless asked for more. Mermaid's drawing grows faster than the graph (each
 * label is measured in the live SVG, dagre lays out every node and edge): 100 assets draw in a few
 * seconds, 500 took a minute. The rest is counted in "N more not shown", with a way to draw them.
 * mermaid's ELK layout was slower still on the same graphs (decisions: CMDB map of large graphs).
 */
export const MAP_LIMIT = 100;

/** The most the server answers for one map (its own limit). */
export const LIMIT_MAX = 1000;
