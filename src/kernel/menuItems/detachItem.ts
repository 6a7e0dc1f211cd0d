import { oneToOneProblem } from '../oneToOneLink';
import type { MenuItemRules } from './menuItemRules';

/** Kind "detach": detaches the one record a max-1 link holds, read from the record itself. */
export const detachItem: MenuItemRules = {
  problems(file, item, pointer) {
    const problem = oneToOneProblem(file['x-links'] ?? {}, item.link, 'detach');
    return problem ? [[`${pointer}/link`, problem]] : [];
  },
};
