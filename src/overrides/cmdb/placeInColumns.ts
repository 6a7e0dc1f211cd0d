/**
 * The vertical order and place of the nodes in each column of a map laid out by hops. The columns
 * are given (the hop of each asset), so there is no layering to find and no long edge to route: a
 * relation joins the same column or the next one. What is left is to order each column and place
 * its nodes near the ones they are related to, in a few sweeps that each cost O(nodes + relations).
 */

/** Least squares with order and spacing kept: ys[i] near wanted[i], ys[i + 1] >= ys[i] + pitch (pool adjacent violators). */
export function spaced(wanted: number[], pitch: number): number[] {
  const blocks: Array<{ sum: number; count: number }> = [];
  wanted.forEach((value, i) => {
    blocks.push({ sum: value - i * pitch, count: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2].sum / blocks[blocks.length - 2].count > blocks[blocks.length - 1].sum / blocks[blocks.length - 1].count) {
      const last = blocks.pop()!;
      blocks[blocks.length - 1].sum += last.sum;
      blocks[blocks.length - 1].count += last.count;
    }
  });
  return blocks.flatMap(({ sum, count }) => Array<number>(count).fill(sum / count)).map((z, i) => z + i * pitch);
}

const SWEEPS = 8;

/**
 * placeInColumns([[0], [1, 2]], [[1, 2], [0], [0]], 40): each column's nodes top to bottom and the
 * centre y of every node. A sweep goes over the columns (left to right, then back) and moves each
 * node towards the mean height of its neighbours, in any column, keeping the pitch between nodes;
 * the column's order follows. Columns start stacked around one middle line in the order given.
 */
export function placeInColumns(columns: number[][], neighbours: number[][], pitch: number): { columns: number[][]; y: number[] } {
  const y = new Array<number>(neighbours.length).fill(0);
  const order = columns.map((column) => [...column]);
  for (const column of order) column.forEach((node, i) => { y[node] = (i - (column.length - 1) / 2) * pitch; });
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    const indexes = order.map((_, k) => k);
    if (sweep % 2) indexes.reverse();
    for (const k of indexes) {
      const wanted = new Map(order[k].map((node) => {
        const around = neighbours[node];
        return [node, around.length ? around.reduce((sum, other) => sum + y[other], 0) / around.length : y[node]];
      }));
      // Stable: nodes wanting the same height keep their order, so the sweeps settle.
      order[k].sort((a, b) => wanted.get(a)! - wanted.get(b)!);
      spaced(order[k].map((node) => wanted.get(node)!), pitch).forEach((value, i) => { y[order[k][i]] = value; });
    }
  }
  const tops = order.filter((column) => column.length).map((column) => y[column[0]]);
  const top = tops.length ? Math.min(...tops) : 0;
  return { columns: order, y: y.map((value) => value - top) };
}
