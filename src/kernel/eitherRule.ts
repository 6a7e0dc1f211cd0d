import { hasValue } from './hasValue';
import type { EitherRule } from './types';

/**
 * eitherHidden({ fields: ['user_ids', 'vendor_id'] }, { vendor_id: 3 }) → ['user_ids']: each of the two
 * inputs hides while the other has a value and it has none (a record holding both shows both, so one can be cleared).
 */
export function eitherHidden(rule: EitherRule | undefined, data: Record<string, unknown>): string[] {
  if (!rule) return [];
  const [a, b] = rule.fields;
  if (hasValue(data[a]) && !hasValue(data[b])) return [b];
  if (hasValue(data[b]) && !hasValue(data[a])) return [a];
  return [];
}

/** eitherBroken(rule, data) is true when neither or both of the two properties have a value. */
export function eitherBroken(rule: EitherRule | undefined, data: Record<string, unknown>): boolean {
  if (!rule) return false;
  return hasValue(data[rule.fields[0]]) === hasValue(data[rule.fields[1]]);
}
