// Texts the engine adds as their screens load (registerMessages) only add keys: one that repeats a key
// of the first bundle's texts replaces it for every screen from then on (a filtered list's chips once
// turned the pager's "1–10 of 25" into "1 – 10").
import { describe, expect, it } from 'vitest';
import { chartMessages } from '../../../src/engine/charts/chartMessages';
import { homeMessages } from '../../../src/engine/home/homeMessages';
import { engineMessages } from '../../../src/engine/i18n';
import { listFilterMessages } from '../../../src/engine/views/listFilterMessages';

type Texts = { [key: string]: string | Texts };
const keys = (texts: Texts, prefix = ''): string[] => Object.entries(texts).flatMap(([key, value]) =>
  (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe.each([['list filters', listFilterMessages], ['home page', homeMessages], ['charts', chartMessages]] as const)('the %s texts', (_, texts) => {
  it('add keys without replacing one of the engine\'s', () => {
    const engine = new Set(keys(engineMessages as unknown as Texts));
    expect(keys(texts as unknown as Texts).filter((key) => engine.has(key))).toEqual([]);
  });
});
