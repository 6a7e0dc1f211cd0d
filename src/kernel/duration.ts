/** Durations are stored as whole minutes and read as hours and minutes. */

/** formatDuration(90) === '1h 30m'; formatDuration(0) === '0h 0m'; anything not a count of minutes gives undefined. */
export function formatDuration(minutes: unknown): string | undefined {
  const total = typeof minutes === 'string' && minutes.trim() !== '' ? Number(minutes) : minutes;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return undefined;
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** splitDuration(90) → { hours: 1, minutes: 30 }; joinDuration('1', '30') === 90. */
export function splitDuration(minutes: unknown): { hours: string; minutes: string } {
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0) return { hours: '', minutes: '' };
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) };
}

const WHOLE = /^\d+$/;

/**
 * joinDuration(hours, minutes) → the minutes the two inputs say: both empty is undefined (nothing
 * entered), one empty counts as 0, and text that is not a whole number is kept as text, so the
 * form's validator answers with the property's own "must be a number" message.
 */
export function joinDuration(hours: string, minutes: string): number | string | undefined {
  const [h, m] = [hours.trim(), minutes.trim()];
  if (h === '' && m === '') return undefined;
  if ((h !== '' && !WHOLE.test(h)) || (m !== '' && !WHOLE.test(m))) return `${h}h ${m}m`;
  return Number(h || 0) * 60 + Number(m || 0);
}
