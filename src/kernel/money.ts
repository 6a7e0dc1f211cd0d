/** The text a money property is written as: digits, then at most two decimals (1.234, -5, 1e3 and abc are not money). */
export const MONEY_TEXT = /^\d+(\.\d{1,2})?$/;

/** What a money input may hold while typing: digits and one point, any decimals (cut to two by moneyInput). */
const TYPING = /^\d*(\.\d*)?$/;

/**
 * moneyInput('1.234', '1.23') === '1.23', moneyInput('12a', '12') === '12': the text a money input keeps
 * after a keystroke or a paste; anything but digits and one point leaves the previous text.
 */
export function moneyInput(next: string, previous: string): string {
  if (!TYPING.test(next)) return previous;
  const [whole, decimals] = next.split('.');
  return decimals === undefined ? whole : `${whole}.${decimals.slice(0, 2)}`;
}

/** Made at the first amount shown, not when the module loads: the browser's first number format costs 20-30 ms of a page load. */
let grouped: Intl.NumberFormat | undefined;
let withCurrency: Intl.NumberFormat | undefined;

/** The currency amounts are in (the server's CURRENCY, told with the signed-in user), once known. */
let currency: string | undefined;

/** setMoneyCurrency('EUR'): from then on amounts show as €12,345.50; an unknown code leaves them bare. */
export function setMoneyCurrency(code: string | undefined): void {
  if (code === currency) return;
  currency = code && /^[A-Z]{3}$/.test(code) ? code : undefined;
  withCurrency = undefined;
}

/** The currency set, or undefined: a money input names it beside the amount. */
export const moneyCurrency = () => currency;

/** formatAmount(12345.5) === '12,345.50', as a money input shows it; text that is no number is returned as it is, empty as ''. */
export function formatAmount(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  grouped ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return grouped.format(number);
}

/**
 * An amount as pages show it: with the currency once the server told it (formatMoney(12345.5) ===
 * '€12,345.50' in EUR, 'CHF 12,345.50' in CHF), else as formatAmount does.
 */
export function formatMoney(value: unknown): string {
  if (!currency || value === undefined || value === null || value === '' || !Number.isFinite(Number(value))) return formatAmount(value);
  withCurrency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return withCurrency.format(Number(value));
}
