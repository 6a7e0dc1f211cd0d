/**
 * The help desk's fixed lists (departments, priorities, ...) and the add-on's (statuses, types), as
 * schemas/host/lookups.json declares them: the demo seeds the model's lists, and the demo rows point at
 * the shipped file's items by position.
 */
import shipped from '../../schemas/host/lookups.json';
import type { ListItem } from '../../src/kernel';

export const REFERENCE_ITEMS: Record<string, ListItem[]> = shipped.lists;

/** The rows of reference_items: an item's id is its position in its list, from 1. */
export function referenceRows(lists: Record<string, ListItem[]>): Array<{ kind: string; id: number; name: string; extra: string | null }> {
  return Object.entries(lists).flatMap(([kind, items]) => items.map((item, i) => {
    const { name, ...extra } = typeof item === 'string' ? { name: item } : item;
    return { kind, id: i + 1, name, extra: Object.keys(extra).length ? JSON.stringify(extra) : null };
  }));
}
