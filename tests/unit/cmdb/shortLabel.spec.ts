// One line of visible text for a map label, cut by characters: what both renderers start from.
import { describe, expect, it } from 'vitest';
import { EDGE_LABEL_MAX, LABEL_MAX, shortLabel } from '../../../src/overrides/cmdb/shortLabel';

describe('shortLabel', () => {
  it.each([
    ['AST-0007 Dell PowerEdge R750', LABEL_MAX, 'AST-0007 Dell PowerEdge R750'],
    ['<img src=x> "a" & b', LABEL_MAX, '<img src=x> "a" & b'],
    ['line one\nline two\r\n\tthree', LABEL_MAX, 'line one line two three'],
    ['bidi\u202Eoverride\u200Bzero-width\u2028sep', LABEL_MAX, 'bidi override zero-width sep'],
    ['   \n ', LABEL_MAX, '—'],
    ['abcdef', 4, 'abc…'],
    ['ab  cdef', 4, 'ab…'],
    ['🖥🖥🖥🖥🖥', 4, '🖥🖥🖥…'],
    ['r'.repeat(EDGE_LABEL_MAX), EDGE_LABEL_MAX, 'r'.repeat(EDGE_LABEL_MAX)],
  ])('%j cut at %i → %j', (text, max, label) => {
    expect(shortLabel(text, max)).toBe(label);
  });
});
