/**
 * A setting from the environment that must be a whole number of at least 1, or `fallback` when it is
 * unset or blank: wholeNumberSetting('WORKERS', '3', 2) === 3; wholeNumberSetting('WORKERS', '0', 2) throws.
 */
export function wholeNumberSetting(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}".`);
  return value;
}
