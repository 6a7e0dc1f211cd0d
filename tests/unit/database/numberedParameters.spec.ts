import { describe, expect, it } from 'vitest';
import { numberedParameters } from '../../../server/database/numberedParameters';

describe('numberedParameters', () => {
  it('numbers each parameter in order', () => {
    expect(numberedParameters('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toBe('SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)');
  });

  it('leaves a question mark alone inside a literal, a quoted name or a comment', () => {
    expect(numberedParameters(`SELECT '?', 'it''s ?', "a?" FROM t -- why?\nWHERE x = ? /* or ? */ AND y = ?`))
      .toBe(`SELECT '?', 'it''s ?', "a?" FROM t -- why?\nWHERE x = $1 /* or ? */ AND y = $2`);
  });

  it('reads an empty literal and one made of a quote only', () => {
    expect(numberedParameters(`SELECT '' || ? || '''' || ?`)).toBe(`SELECT '' || $1 || '''' || $2`);
  });

  it('keeps a statement without parameters as it is', () => {
    expect(numberedParameters('CREATE TABLE t (id INTEGER)')).toBe('CREATE TABLE t (id INTEGER)');
  });
});
