import { TIME_STEP_MINUTES } from '../constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** timeOptions() → ['00:00', '00:30', …, '23:30'] in TIME_STEP_MINUTES steps. */
export function timeOptions(step = TIME_STEP_MINUTES): string[] {
  const out: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) out.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  return out;
}

/** splitDateTime('2024-03-05 14:30:00') → { date: '2024-03-05', time: '14:30' }. */
export function splitDateTime(value: unknown): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})[T ]?(\d{2}:\d{2})?/.exec(typeof value === 'string' ? value : '');
  return { date: match?.[1] ?? '', time: match?.[2] ?? '' };
}

/** joinDateTime('2024-03-05', '14:30') === '2024-03-05 14:30:00' (DATE_SENT); no date gives undefined. */
export function joinDateTime(date: string, time: string): string | undefined {
  return date ? `${date} ${time || '00:00'}:00` : undefined;
}
