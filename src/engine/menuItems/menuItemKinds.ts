/**
 * What each show-page menu-item kind does, keyed by the names of src/kernel/menuItems (a kind the
 * kernel registers without an entry here fails the type check). The show page's code, and so this
 * module, loads apart from the first bundle; heavy dialogs load at their first opening.
 */
import type { MenuItemKindName } from '../../kernel';
import { attachItem } from './attachItem';
import { attachNewItem } from './attachNewItem';
import { commandItem } from './commandItem';
import { deleteItem } from './deleteItem';
import { detachItem } from './detachItem';
import { editItem } from './editItem';
import type { MenuItemKind } from './menuItemKind';
import { planningItem } from './planningItem';

export const MENU_ITEM_KINDS: Readonly<Record<MenuItemKindName, MenuItemKind>> = {
  edit: editItem,
  delete: deleteItem,
  command: commandItem,
  planning: planningItem,
  attach: attachItem,
  'attach-new': attachNewItem,
  detach: detachItem,
};
