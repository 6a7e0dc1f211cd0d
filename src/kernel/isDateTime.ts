const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Days of a month of a year: daysIn(2024, 2) === 29. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
export const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]);

/**
 * The dates resource data carries: the wire's '2026-01-31 14:30:00' (DATE_SENT) or ISO 8601 with a
 * 'T' and a zone, on a real calendar day: isDateTime('2026-02-30 10:00:00') === false.
 */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const month = +match[2];
  const day = +match[3];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(+match[1], month) && +match[4] < 24 && +match[5] < 60 && +match[6] < 60;
}
