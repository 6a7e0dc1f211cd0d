import { compareText, type ResourceDefinition, hasRole, type MenuPlace, type Role } from '../kernel';
import type { OverrideRoute } from '../overrides';

/** One entry of the side menu and the dashboard: a resource's list (or form) or a hand-written page. */
export interface MenuEntry extends MenuPlace {
  to: string;
  label: string;
  /** A hand-written page rather than a resource's screen (it gets another icon). */
  page: boolean;
}

/**
 * The entries a role may open, grouped: a resource's list (a create-only one's form only for a role
 * that may write it) and each hand-written page naming a menu place that the role may use, so nobody
 * is offered a page that only says who may use it. Entries go by order, then label; a group comes
 * where its first entry puts it.
 * menuGroups(defs, routes, 'agent', t) → [['Work', [{ label: 'Problems', order: 10, ... }, ...]], ['Tools', [...]], ...]
 */
export function menuGroups(definitions: ResourceDefinition[], routes: OverrideRoute[], role: Role | undefined,
  translate: (key: string) => string): Array<[string, MenuEntry[]]> {
  const entries: MenuEntry[] = [
    ...definitions.filter((def) => def.listed || hasRole(role, def.write)).map((def) => (
      { ...def.file['x-resource'].menu, to: def.routes.list, label: def.label, page: false })),
    ...routes.flatMap(({ path, menu, role: needed }) => (menu && (!needed || hasRole(role, needed))
      ? [{ group: menu.group, order: menu.order, to: path, label: translate(menu.label), page: true }] : [])),
  ].sort((a, b) => a.order - b.order || compareText(a.label, b.label));
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups.entries()];
}
