/**
 * Mermaid, for small maps (MERMAID_MAX assets at most), loaded on first use (its own chunk: a page
 * does not pay for it until a small map opens) and set up for each drawing: strict security (no
 * scripts, no click callbacks, no HTML), SVG text labels instead of HTML ones. Its default limits
 * (500 edges, 50,000 characters) hold such a map: the server sends at most 5 relations per asset.
 */
import DOMPurify from 'dompurify';
import type { Mermaid, MermaidConfig } from 'mermaid';
import type { MapColors } from './mapColors';

export const MERMAID_CONFIG: MermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  htmlLabels: false,
  flowchart: { htmlLabels: false, useMaxWidth: false },
};

/** Mermaid's base theme in the map's colours, so a small map looks like a large one. */
const themeOf = (colors: MapColors, fontFamily: string): MermaidConfig => ({
  theme: 'base',
  themeVariables: {
    darkMode: colors.dark,
    fontFamily,
    fontSize: '14px',
    primaryColor: colors.node,
    primaryBorderColor: colors.border,
    primaryTextColor: colors.text,
    lineColor: colors.line,
    textColor: colors.label,
    edgeLabelBackground: colors.labelBackground,
    background: colors.labelBackground,
  },
});

let loading: Promise<Mermaid> | undefined;

const loadMermaid = () => {
  loading ??= import('mermaid').then(({ default: mermaid }) => mermaid);
  return loading;
};

let renders = 0;

/**
 * Renders flowchart text to an SVG element in the map's colours, sanitised again
 * (mermaid's own output, but the map never trusts a string), ready to be placed in the page. Each
 * drawn node is marked with our node id (data-node="n12"), as the hop map marks its nodes, and each of
 * its lines of text is one text.
 */
export async function renderMermaid(text: string, look?: { colors: MapColors; fontFamily: string }): Promise<SVGSVGElement> {
  const mermaid = await loadMermaid();
  mermaid.initialize(look ? { ...MERMAID_CONFIG, ...themeOf(look.colors, look.fontFamily) } : MERMAID_CONFIG);
  const { svg } = await mermaid.render(`cmdb-map-${++renders}`, text);
  const clean = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['style'], RETURN_DOM_FRAGMENT: true });
  const element = clean.querySelector('svg');
  if (!element) throw new Error('The map could not be drawn.');
  element.querySelectorAll('g.node').forEach((node) => {
    // 'cmdb-map-3-flowchart-n12-12' → 'n12'
    const key = node.id.match(/-flowchart-(n\d+)-\d+$/)?.[1];
    if (key) node.setAttribute('data-node', key);
    // Mermaid draws each word as its own tspan, the space inside the next one, and drops the space
    // where a line wraps; read element by element (as accessibility checkers and some readers do)
    // the words run together. One text per line, a space between lines: drawn the same, read as written.
    node.querySelectorAll('text').forEach((text) => {
      const rows = [...text.querySelectorAll('tspan.row')];
      rows.forEach((row, index) => {
        const line = row.textContent;
        row.textContent = line;
        if (index < rows.length - 1) row.after(' ');
      });
    });
  });
  return element;
}
