/**
 * The currency amounts are in (CURRENCY): an ISO 4217 code, shown beside every money property. Unset,
 * it is the currency of the region of the server's locale (LC_ALL, LC_MONETARY or LANG as the C
 * library reads them: en_GB.UTF-8 → GBP), USD when the locale names no region this table knows.
 */
const REGIONS_BY_CURRENCY: Record<string, string> = {
  EUR: 'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK',
  USD: 'US AS EC GU MH PR SV TL VG VI PA',
  GBP: 'GB IM JE GG', CHF: 'CH LI', AUD: 'AU', NZD: 'NZ', CAD: 'CA', JPY: 'JP', CNY: 'CN', HKD: 'HK', TWD: 'TW', KRW: 'KR',
  INR: 'IN', SGD: 'SG', MYR: 'MY', IDR: 'ID', THB: 'TH', PHP: 'PH', VND: 'VN', PKR: 'PK', BDT: 'BD', LKR: 'LK',
  SEK: 'SE', NOK: 'NO', DKK: 'DK GL FO', ISK: 'IS', PLN: 'PL', CZK: 'CZ', HUF: 'HU', RON: 'RO', BGN: 'BG', RSD: 'RS',
  UAH: 'UA', TRY: 'TR', ILS: 'IL', AED: 'AE', SAR: 'SA', QAR: 'QA', KWD: 'KW', BHD: 'BH', OMR: 'OM', EGP: 'EG',
  MAD: 'MA', TND: 'TN', NGN: 'NG', KES: 'KE', GHS: 'GH', ZAR: 'ZA', BRL: 'BR', MXN: 'MX', ARS: 'AR', CLP: 'CL',
  COP: 'CO', PEN: 'PE', UYU: 'UY',
};

const CURRENCY_OF_REGION = new Map(Object.entries(REGIONS_BY_CURRENCY).flatMap(([currency, regions]) => regions.split(' ').map((region) => [region, currency])));

export const FALLBACK_CURRENCY = 'USD';

/** The server's locale as the C library would read it from the environment: en_GB.UTF-8, de-DE, … */
const localeOf = (env: NodeJS.ProcessEnv) => env.LC_ALL || env.LC_MONETARY || env.LANG || '';

/** currencyOfLocale('de_DE.UTF-8') === 'EUR'; a locale without a known region gives USD. */
export function currencyOfLocale(locale: string): string {
  const region = /^[a-z]{2,3}[_-]([A-Z]{2})\b/i.exec(locale)?.[1]?.toUpperCase();
  return (region && CURRENCY_OF_REGION.get(region)) || FALLBACK_CURRENCY;
}

/**
 * The CURRENCY setting: currencySetting('eur') === 'EUR'; unset or blank, the locale's. A value that
 * is no currency code this runtime can format stops the start, so a typo never shows as money.
 */
export function currencySetting(raw: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (raw === undefined || raw.trim() === '') return currencyOfLocale(localeOf(env));
  const code = raw.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
    throw new Error(`CURRENCY must be an ISO 4217 currency code such as EUR or USD, not "${raw}".`);
  }
  return code;
}
