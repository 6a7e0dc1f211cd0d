/**
 * The show-page menu-item kinds, one entry each: the one list of the kinds a resource file may name
 * (the start-up check reads it, registeredKinds.ts). A new kind is its rules file here and its label,
 * gate and click in src/engine/menuItems, each registered by name.
 */
import type { FileProblem } from '../fileProblem';
import type { ResourceFile } from '../types';
import { attachItem } from './attachItem';
import { attachNewItem } from './attachNewItem';
import { commandItem } from './commandItem';
import { detachItem } from './detachItem';
import type { MenuItemRules } from './menuItemRules';
import { planningItem } from './planningItem';

export type { MenuItemRules } from './menuItemRules';

const BUILT_IN = {
  edit: {},
  delete: {},
  command: commandItem,
  planning: planningItem,
  attach: attachItem,
  'attach-new': attachNewItem,
  detach: detachItem,
} satisfies Record<string, MenuItemRules>;

/** The name of a menu-item kind, as x-show menus' items give it. */
export type MenuItemKindName = keyof typeof BUILT_IN;

/** The rules of each kind by name; the browser's half is keyed by the same names. */
export const MENU_ITEM_RULES: Readonly<Record<MenuItemKindName, MenuItemRules>> = BUILT_IN;

/** What the file lacks for each of its menu items, by the item's kind: menuItemReferences(file) → [[pointer, reason]]. */
export function menuItemReferences(file: ResourceFile): FileProblem[] {
  return (file['x-show']?.menus ?? []).flatMap((menu, m) => menu.items.flatMap((item, i) =>
    (MENU_ITEM_RULES as Record<string, MenuItemRules | undefined>)[item.kind]?.problems?.(file, item, `/x-show/menus/${m}/items/${i}`) ?? []));
}
