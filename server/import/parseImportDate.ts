import { daysIn } from '../../src/engine/schema/isDateTime';

export type ParsedDate = { value: string } | { error: 'format' | 'impossible' };

const PARTS: Record<string, string> = { Y: '(?<Y>\\d{4})', m: '(?<m>\\d{1,2})', d: '(?<d>\\d{1,2})', H: '(?<H>\\d{1,2})', i: '(?<i>\\d{2})' };
const patterns = new Map<string, RegExp>();

/**
 * 'd/m/Y H:i' as a pattern: one or two digits for day, month and hour (spreadsheets drop the zero),
 * the time optional (midnight) and seconds allowed after the minutes.
 */
function patternOf(format: string): RegExp {
  let pattern = patterns.get(format);
  if (!pattern) {
    const [date, time] = format.split(' ');
    const source = (part: string) => part.replace(/[YmdHi]|[^YmdHi]/g, (char) => PARTS[char] ?? `\\${char}`);
    pattern = new RegExp(`^${source(date)}(?:\\s+${source(time)}(?::(?<s>\\d{2}))?)?$`);
    patterns.set(format, pattern);
  }
  return pattern;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * A cell in one of the import's date formats as the wire's 'YYYY-MM-DD HH:mm:ss':
 * parseImportDate('31/01/2026 14:30', 'd/m/Y H:i') gives { value: '2026-01-31 14:30:00' };
 * '31/02/2026 10:00' reads as a date but is none ({ error: 'impossible' }).
 */
export function parseImportDate(text: string, format: string): ParsedDate {
  const groups = patternOf(format).exec(text.trim())?.groups;
  if (!groups) return { error: 'format' };
  const part = (key: string) => Number(groups[key] ?? 0);
  const [year, month, day, hour, minute, second] = [part('Y'), part('m'), part('d'), part('H'), part('i'), part('s')];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return { error: 'impossible' };
  return { value: `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

/** The wire's own format, for dates when the mapping says dates need no handling. */
export const WIRE_DATE_FORMAT = 'Y-m-d H:i';
