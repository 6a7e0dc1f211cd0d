/** Server timestamps as the wire format wants them, in UTC: now() === '2026-01-02 10:30:00'. */
export function now(date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
