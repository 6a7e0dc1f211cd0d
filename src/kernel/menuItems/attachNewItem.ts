import type { MenuItemRules } from './menuItemRules';

/**
 * Kind "attach-new": the link target's create page (or, with `modal`, its form in a dialog) with this
 * record as its save context. That the target takes the context is checked across files (validateSaveContext).
 */
export const attachNewItem: MenuItemRules = {
  problems: (file, item, pointer) => (item.link !== undefined && file['x-links']?.[item.link]
    ? [] : [[`${pointer}/link`, `"${item.link ?? ''}" is not in x-links`]]),
};
