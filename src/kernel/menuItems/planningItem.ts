import type { MenuItemRules } from './menuItemRules';

/** Kind "planning": opens the planning popup of one x-planning kind (its key). */
export const planningItem: MenuItemRules = {
  problems(file, item, pointer) {
    if (item.key === undefined) return [[pointer, 'a planning item needs a key']];
    const declared = file['x-planning']?.kinds.some((kind) => kind.key === item.key);
    return declared ? [] : [[`${pointer}/key`, `"${item.key}" is not in x-planning/kinds`]];
  },
};
