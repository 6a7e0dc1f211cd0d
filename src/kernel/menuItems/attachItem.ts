import type { MenuItemRules } from './menuItemRules';

/** Kind "attach": opens the attach dialog of an x-links entry. */
export const attachItem: MenuItemRules = {
  problems(file, item, pointer) {
    const link = item.link === undefined ? undefined : file['x-links']?.[item.link];
    if (!link) return [[`${pointer}/link`, `"${item.link ?? ''}" is not in x-links`]];
    return link.attach ? [] : [[`${pointer}/link`, `x-links/${item.link} has no attach`]];
  },
};
