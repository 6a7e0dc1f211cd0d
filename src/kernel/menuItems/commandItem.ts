import type { MenuItemRules } from './menuItemRules';

/** Kind "command": runs an x-actions command (asking its values or a confirmation first). */
export const commandItem: MenuItemRules = {
  problems: (file, item, pointer) => (file['x-actions']?.commands?.[item.command ?? '']
    ? [] : [[`${pointer}/command`, `"${item.command ?? ''}" is not in x-actions/commands`]]),
};
