import { describe, expect, it } from 'vitest';
import { currencyOfLocale, currencySetting } from '../../../server/currencySetting';

describe('the CURRENCY setting', () => {
  it.each([
    ['de_DE.UTF-8', 'EUR'], ['en_GB.UTF-8', 'GBP'], ['fr-CH', 'CHF'], ['ja_JP', 'JPY'], ['en_US.UTF-8', 'USD'],
    ['C.UTF-8', 'USD'], ['POSIX', 'USD'], ['', 'USD'], ['xx_ZZ', 'USD'],
  ])('defaults to the currency of the locale %s: %s', (locale, currency) => {
    expect(currencyOfLocale(locale)).toBe(currency);
    expect(currencySetting(undefined, { LANG: locale })).toBe(currency);
  });

  it('reads LC_ALL before LC_MONETARY before LANG, as the C library does', () => {
    expect(currencySetting(' ', { LC_ALL: 'de_AT.UTF-8', LC_MONETARY: 'en_GB', LANG: 'en_US' })).toBe('EUR');
    expect(currencySetting(undefined, { LC_MONETARY: 'en_GB', LANG: 'en_US' })).toBe('GBP');
  });

  it('takes a code in any case and refuses what is no currency, so the start stops', () => {
    expect(currencySetting('chf')).toBe('CHF');
    for (const wrong of ['EURO', '€', 'XYZ', '12']) expect(() => currencySetting(wrong)).toThrow(/^CURRENCY must be an ISO 4217 currency code/);
  });
});
