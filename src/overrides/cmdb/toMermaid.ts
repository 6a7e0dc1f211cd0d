/**
 * A relation graph as mermaid flowchart text whose every name is only text. Names never reach
 * mermaid's syntax: nodes get our own ids (n0, n1, ...), and labels sit in quoted strings where the
 * characters that mean something to mermaid or its label pipeline become look-alikes from the
 * punctuation blocks every font has. Entity codes (#quot;) are not used: with htmlLabels off mermaid
 * decodes them in some labels and shows "&quot;" in others. A quote that would end the string, a
 * newline that would start a statement (`click n0 call ...`) and `%%` (directives, comments) cannot
 * survive; `<` never reaches mermaid's HTML sanitiser, so `&` is shown as typed.
 */
import { assetLabel, type MapGraph } from './cmdbApi';
import { EDGE_LABEL_MAX, LABEL_MAX, shortLabel } from './shortLabel';

export { LABEL_MAX };

/** Look-alikes of the characters with a meaning in mermaid text, markdown or HTML. */
const LOOK_ALIKES: Record<string, string> = {
  '"': '\u201D', '#': '\u266F', '<': '\u2039', '>': '\u203A', '`': '\u02CB', '*': '\u2217', '\\': '\u2216',
};

/** mermaidLabel('a "b"\n%%{init}%%') === 'a ”b” % %{init}% %' (thin spaces): safe inside a quoted mermaid string. */
export function mermaidLabel(text: string, max = LABEL_MAX): string {
  // A single % is a percent sign; two in a row would open a directive or a comment.
  return [...shortLabel(text, max)].map((char) => LOOK_ALIKES[char] ?? char).join('').replace(/%(?=%)/g, '%\u2009');
}

export interface MermaidMap {
  text: string;
  /** Our node id → asset id, to find what a click on the drawn node means. */
  assetOf: Map<string, number>;
}

/**
 * toMermaid(graph, 7): `flowchart LR`, one node per asset (the root drawn round), one edge per
 * relation labelled with its forward name; edges to assets not on the map are left out.
 */
export function toMermaid(graph: Pick<MapGraph, 'nodes' | 'edges'>, rootId: number): MermaidMap {
  const idOf = new Map<number, string>();
  const assetOf = new Map<string, number>();
  const lines = ['flowchart LR'];
  graph.nodes.forEach((node, index) => {
    if (idOf.has(node.id)) return;
    const id = `n${index}`;
    idOf.set(node.id, id);
    assetOf.set(id, node.id);
    const label = mermaidLabel(assetLabel(node));
    lines.push(node.id === rootId ? `  ${id}(["${label}"])` : `  ${id}["${label}"]`);
  });
  for (const edge of graph.edges) {
    const from = idOf.get(edge.parent_asset_id);
    const to = idOf.get(edge.child_asset_id);
    if (from && to) lines.push(`  ${from} -->|"${mermaidLabel(edge.relation_name, EDGE_LABEL_MAX)}"| ${to}`);
  }
  if (idOf.has(rootId)) lines.push(`  classDef root stroke-width:3px`, `  class ${idOf.get(rootId)} root`);
  return { text: lines.join('\n'), assetOf };
}
