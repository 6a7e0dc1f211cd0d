// @vitest-environment jsdom
// The saved styles a page load adopts (src/resources/styleCache.ts): a snapshot in storage is put in
// the page and its ids count as inserted, so emotion computes none of them again; what the storage
// holds is checked first; a newly computed style makes a snapshot of everything due a moment later.
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const KEY = 'sd.styles';

/** The module as a page load runs it: it reads the storage when imported. */
async function load() {
  vi.resetModules();
  return (await import('../../../src/resources/styleCache')).styleCache;
}

const saved = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { ids: string[]; css: string } | null;
const adoptedTag = () => document.head.querySelector('style[data-emotion^="css "]');

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('adopts a saved snapshot: its rules are in the page and emotion inserts none of its styles again', async () => {
  const styles = serializeStyles([{ color: 'red', padding: 4 }]);
  localStorage.setItem(KEY, JSON.stringify({ ids: [styles.name], css: `.css-${styles.name}{color:red;padding:4px;}` }));
  const cache = await load();
  expect(adoptedTag()?.getAttribute('data-emotion')).toBe(`css ${styles.name}`);
  expect(adoptedTag()?.textContent).toBe(`.css-${styles.name}{color:red;padding:4px;}`);
  expect(cache.inserted[styles.name]).toBe(true);
  const insert = vi.spyOn(cache, 'insert');
  insertStyles(cache, styles, false);
  expect(insert).not.toHaveBeenCalled();
});

it('saves every rule and id a moment after a style is computed, adopted ones included', async () => {
  const adopted = serializeStyles([{ color: 'red' }]);
  localStorage.setItem(KEY, JSON.stringify({ ids: [adopted.name], css: `.css-${adopted.name}{color:red;}` }));
  const cache = await load();
  const computed = serializeStyles([{ margin: 8, ':hover': { color: 'blue' } }]);
  insertStyles(cache, computed, false);
  expect(saved()?.ids).toEqual([adopted.name]);
  await vi.advanceTimersByTimeAsync(1000);
  const snapshot = saved()!;
  expect(snapshot.ids).toEqual([adopted.name, computed.name]);
  expect(snapshot.css).toContain(`.css-${adopted.name}`);
  expect(snapshot.css).toContain(`.css-${computed.name}`);
  expect(snapshot.css).toContain(`.css-${computed.name}:hover`);
});

it('saves at once when the page is left with a snapshot due', async () => {
  const cache = await load();
  const computed = serializeStyles([{ margin: 8 }]);
  insertStyles(cache, computed, false);
  dispatchEvent(new Event('pagehide'));
  expect(saved()?.ids).toEqual([computed.name]);
});

it('saves when the page is left while the write waits for an idle moment that has not come', async () => {
  // A style no other test computes: the modules loaded by earlier tests still listen for pagehide.
  vi.stubGlobal('requestIdleCallback', () => 0);
  try {
    const cache = await load();
    const computed = serializeStyles([{ margin: 12 }]);
    insertStyles(cache, computed, false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()).toBeNull();
    dispatchEvent(new Event('pagehide'));
    expect(saved()?.ids).toEqual([computed.name]);
  } finally {
    vi.unstubAllGlobals();
  }
});

it.each([
  ['an id that is not an emotion id', JSON.stringify({ ids: ['x"><img src=x onerror=alert(1)>'], css: '.x{}' })],
  ['an id that is not a string', JSON.stringify({ ids: [7], css: '.x{}' })],
  ['css that is not a string', JSON.stringify({ ids: ['abc'], css: { toString: 1 } })],
  ['css past the limit', JSON.stringify({ ids: ['abc'], css: 'x'.repeat(512 * 1024 + 1) })],
  ['no JSON at all', '{ids:'],
])('leaves out a stored value with %s, and styles the page as usual', async (_, value) => {
  localStorage.setItem(KEY, value);
  const cache = await load();
  expect(adoptedTag()).toBeNull();
  expect(Object.keys(cache.inserted)).toEqual([]);
  const insert = vi.spyOn(cache, 'insert');
  insertStyles(cache, serializeStyles([{ color: 'red' }]), false);
  expect(insert).toHaveBeenCalledTimes(1);
});
