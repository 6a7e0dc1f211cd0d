// The map's flowchart text: our node ids, quoted labels in which no name can reach mermaid's syntax.
import { describe, expect, it } from 'vitest';
import { LABEL_MAX, mermaidLabel, toMermaid } from '../../../src/overrides/cmdb/toMermaid';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '"]; click n0 call alert(1) %%{init}%%',
  'a"b\nclick n1 href "javascript:alert(1)"',
  '%%{init: {"securityLevel": "loose"}}%%\nflowchart LR',
  '#quot;#35;&lt;script&gt;',
  '`**bold**` *em* \\"',
  'right\u202Eto left\u0000nul\u2028sep\r\n\ttab',
  'n0 --> n1; style n0 fill:#f00; classDef x fill:#0f0;',
  '[[sub]] ((c)) {rhombus} |pipe| end',
];

/** A label line, an edge line, or our own fixed statements: nothing else may appear. */
const SAFE_LINE = [
  /^ {2}n\d+(\["[^"\n#<>`*\\]*"\]|\(\["[^"\n#<>`*\\]*"\]\))$/,
  /^ {2}n\d+ -->\|"[^"\n#<>`*\\]*"\| n\d+$/,
  /^ {2}classDef root stroke-width:3px$/,
  /^ {2}class n\d+ root$/,
  /^flowchart LR$/,
];

describe('mermaidLabel', () => {
  it.each([
    ['AST-0007 Dell PowerEdge R750', 'AST-0007 Dell PowerEdge R750'],
    ['a "quoted" name', 'a \u201Dquoted\u201D name'],
    ['50% #1 <b>&amp;</b>', '50% \u266F1 \u2039b\u203A&amp;\u2039/b\u203A'],
    ['line one\nline two\r\n\tthree', 'line one line two three'],
    ['%%{init}%%', '%\u2009%{init}%\u2009%'],
    ['`code` *em* back\\slash', '\u02CBcode\u02CB \u2217em\u2217 back\u2216slash'],
    ['bidi\u202Eoverride\u200Bzero-width', 'bidi override zero-width'],
    ['   ', '—'],
  ])('%j → %j', (name, label) => {
    expect(mermaidLabel(name)).toBe(label);
  });

  it(`cuts long names to ${LABEL_MAX} characters with an ellipsis, counting characters rather than UTF-16 units`, () => {
    expect(mermaidLabel('x'.repeat(LABEL_MAX + 1))).toBe(`${'x'.repeat(LABEL_MAX - 1)}…`);
    expect(mermaidLabel('x'.repeat(LABEL_MAX))).toBe('x'.repeat(LABEL_MAX));
    expect([...mermaidLabel('🖥'.repeat(LABEL_MAX + 10))]).toHaveLength(LABEL_MAX);
  });
});

describe('toMermaid', () => {
  it('draws the asset round, the others boxed, each relation once with its forward name', () => {
    const { text, assetOf } = toMermaid({
      nodes: [
        { id: 7, name: 'Dell PowerEdge R750', identifier: 'AST-0007', depth: 0 },
        { id: 15, name: 'Windows Server 2022', identifier: 'AST-0015', depth: 1 },
        { id: 40, name: 'No identifier', identifier: null, depth: 1 },
      ],
      edges: [
        { parent_asset_id: 15, child_asset_id: 7, relation_name: 'runs on' },
        { parent_asset_id: 7, child_asset_id: 40, relation_name: 'connected to' },
        // An asset the map does not show (the limit left it out): no dangling edge.
        { parent_asset_id: 7, child_asset_id: 99, relation_name: 'backs up' },
      ],
    }, 7);
    expect(text).toBe([
      'flowchart LR',
      '  n0(["AST-0007 Dell PowerEdge R750"])',
      '  n1["AST-0015 Windows Server 2022"]',
      '  n2["No identifier"]',
      '  n1 -->|"runs on"| n0',
      '  n0 -->|"connected to"| n2',
      '  classDef root stroke-width:3px',
      '  class n0 root',
    ].join('\n'));
    expect([...assetOf]).toEqual([['n0', 7], ['n1', 15], ['n2', 40]]);
  });

  it('keeps every hostile asset and relation name inside its quoted label', () => {
    const nodes = HOSTILE.map((name, index) => ({ id: index + 1, name, identifier: index % 2 ? `AST-${index}"]` : null, depth: 1 }));
    const edges = HOSTILE.map((name, index) => ({ parent_asset_id: index + 1, child_asset_id: ((index + 1) % HOSTILE.length) + 1, relation_name: name }));
    const { text, assetOf } = toMermaid({ nodes, edges }, 1);
    const lines = text.split('\n');
    expect(lines).toHaveLength(1 + nodes.length + edges.length + 2);
    for (const line of lines) expect(SAFE_LINE.some((pattern) => pattern.test(line)), line).toBe(true);
    // "click" may stay as words inside a label; it can never start a statement, and %% never survives.
    expect(text).not.toContain('%%');
    expect(text).not.toMatch(/#\w+;/);
    expect(assetOf.size).toBe(nodes.length);
  });

  it('survives random text: every line still has the safe shape', () => {
    const alphabet = '"\'`%#&;<>[](){}|\\/*_~:=!-\n\r\t\u2028\u202E aZ09';
    let seed = 42;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
    for (let run = 0; run < 200; run++) {
      const word = () => Array.from({ length: Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const { text } = toMermaid({
        nodes: [{ id: 1, name: word(), identifier: word(), depth: 0 }, { id: 2, name: word(), identifier: null, depth: 1 }],
        edges: [{ parent_asset_id: 1, child_asset_id: 2, relation_name: word() }],
      }, 1);
      for (const line of text.split('\n')) expect(SAFE_LINE.some((pattern) => pattern.test(line)), JSON.stringify(line)).toBe(true);
      expect(text).not.toContain('%%');
    }
  });
});
