/**
 * Mermaid, loaded on first use (its own chunk: the asset page does not pay for it until the map
 * opens) and set up once: strict security (no scripts, no click callbacks, no HTML), SVG text
 * labels instead of HTML ones, and room for the largest map the server answers.
 */
import DOMPurify from 'dompurify';
import type { Mermaid, MermaidConfig } from 'mermaid';

/** The server shows at most 1,000 assets and 5 relations per asset shown. */
const MAX_EDGES = 5000;

export const MERMAID_CONFIG: MermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false, useMaxWidth: false },
  maxEdges: MAX_EDGES,
  // A label costs up to ~80 characters of text: 1,000 nodes and 5,000 edges stay well inside.
  maxTextSize: 2_000_000,
};

let loading: Promise<Mermaid> | undefined;

const loadMermaid = () => {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize(MERMAID_CONFIG);
    return mermaid;
  });
  return loading;
};

let renders = 0;

/**
 * Renders flowchart text to an SVG element, sanitised again (mermaid's own output, but the map
 * never trusts a string), ready to be placed in the page. Its id prefixes the node ids.
 */
export async function renderMermaid(text: string): Promise<SVGSVGElement> {
  const mermaid = await loadMermaid();
  const { svg } = await mermaid.render(`cmdb-map-${++renders}`, text);
  const clean = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['style'], RETURN_DOM_FRAGMENT: true });
  const element = clean.querySelector('svg');
  if (!element) throw new Error('The map could not be drawn.');
  return element;
}

/** Our node id of a drawn node ('cmdb-map-3-flowchart-n12-12' → 'n12'), from the element clicked or one inside it. */
export function nodeIdAt(target: EventTarget | null): string | undefined {
  const node = target instanceof Element ? target.closest('g.node') : null;
  return node?.id.match(/-flowchart-(n\d+)-\d+$/)?.[1];
}
