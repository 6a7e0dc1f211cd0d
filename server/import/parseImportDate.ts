import { daysIn } from '../../src/kernel';

export type ParsedDate = { value: string } | { error: 'format' | 'impossible' };

/** The digits each letter of a format reads: one or two for day, month and hour (spreadsheets drop the zero). */
const DIGITS: Record<string, string> = { Y: '(\\d{4})', m: '(\\d{1,2})', d: '(\\d{1,2})', H: '(\\d{1,2})', i: '(\\d{2})' };

/** A format as a pattern and where each part is among its groups (0: absent, read as 0). */
interface DatePattern { pattern: RegExp; Y: number; m: number; d: number; H: number; i: number; s: number }

const patterns = new Map<string, DatePattern>();

/**
 * 'd/m/Y H:i' as a pattern: the time optional (midnight) and seconds allowed after the minutes.
 * Numbered groups, not named ones: an import reads two dates a row, and a match's named groups are
 * an object more each time.
 */
function patternOf(format: string): DatePattern {
  let found = patterns.get(format);
  if (!found) {
    const [date, time] = format.split(' ');
    const at: Record<string, number> = {};
    let group = 0;
    const source = (part: string) => part.replace(/[YmdHi]|[^YmdHi]/g, (char) => {
      if (!DIGITS[char]) return `\\${char}`;
      at[char] = ++group;
      return DIGITS[char];
    });
    const pattern = new RegExp(`^${source(date)}(?:\\s+${source(time)}(?::(\\d{2}))?)?$`);
    found = { pattern, Y: at.Y ?? 0, m: at.m ?? 0, d: at.d ?? 0, H: at.H ?? 0, i: at.i ?? 0, s: group + 1 };
    patterns.set(format, found);
  }
  return found;
}

/** '00' to '99': the parts are at most two digits, and a table makes no string per call. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** A group's number: 0 when the part is absent (no time) or has no group. */
const partOf = (match: RegExpExecArray, group: number) => (group ? Number(match[group] ?? 0) : 0);

/**
 * A cell in one of the import's date formats as the wire's 'YYYY-MM-DD HH:mm:ss':
 * parseImportDate('31/01/2026 14:30', 'd/m/Y H:i') gives { value: '2026-01-31 14:30:00' };
 * '31/02/2026 10:00' reads as a date but is none ({ error: 'impossible' }).
 */
export function parseImportDate(text: string, format: string): ParsedDate {
  const at = patternOf(format);
  const match = at.pattern.exec(text.trim());
  if (!match) return { error: 'format' };
  const year = partOf(match, at.Y);
  const month = partOf(match, at.m);
  const day = partOf(match, at.d);
  const hour = partOf(match, at.H);
  const minute = partOf(match, at.i);
  const second = partOf(match, at.s);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return { error: 'impossible' };
  // The year is four digits as written.
  return { value: `${match[at.Y]}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]} ${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}` };
}

/** The wire's own format, for dates when the mapping says dates need no handling. */
export const WIRE_DATE_FORMAT = 'Y-m-d H:i';
