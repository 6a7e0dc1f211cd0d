import type { MenuItemKind } from './menuItemKind';

/** Kind "edit": the record's edit page. */
export const editItem: MenuItemKind = {
  role: 'write',
  offered: (_item, definition) => definition.routes.edit !== undefined,
  href: (_item, definition, record) => definition.routes.edit?.(record.id),
};
