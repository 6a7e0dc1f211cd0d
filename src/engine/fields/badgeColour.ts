import type { BadgeColour } from '../../kernel';

/**
 * The chip colour of an option (x-badge): named by its value (a reference's id), else by the name it
 * shows (statuses administrators add have no id a file could know); undefined without an x-badge.
 * badgeColour({ '5': 'success' }, 5, 'Completed') === 'success'; badgeColour({ Missing: 'error' }, 9, 'Missing') === 'error'
 */
export function badgeColour(badge: Record<string, BadgeColour> | undefined, value: unknown, shown?: unknown): BadgeColour | undefined {
  if (!badge) return undefined;
  const key = value === null || value === undefined ? undefined : String(value);
  if (key !== undefined && Object.hasOwn(badge, key)) return badge[key];
  if (typeof shown === 'string' && Object.hasOwn(badge, shown)) return badge[shown];
  return 'default';
}
