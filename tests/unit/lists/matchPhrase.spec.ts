import { describe, expect, it } from 'vitest';
import { likePattern, matchPhrase } from '../../../server/sql';

describe('matchPhrase', () => {
  it.each([
    ['tech', '"tech"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['a OR b*', '"a OR b*"'],
    ['NEAR(x y) ^z col:w', '"NEAR(x y) ^z col:w"'],
  ])('quotes %j as one phrase: %j', (term, phrase) => {
    expect(matchPhrase(term)).toBe(phrase);
  });
});

describe('likePattern', () => {
  it.each([
    ['tech', '%tech%'],
    ['50%_off', '%50\\%\\_off%'],
    ['a\\b', '%a\\\\b%'],
  ])('escapes %j as %j', (term, pattern) => {
    expect(likePattern(term)).toBe(pattern);
  });
});
