import type { FileProblem } from '../fileProblem';
import type { MenuItem, ResourceFile } from '../types';

/**
 * The headless half of a show-page menu-item kind (x-show menus' items' `kind`): what the resource
 * file must give an item of the kind, checked at start. The browser's half (label, who may, what a
 * click does) is src/engine/menuItems, keyed by the same names.
 */
export interface MenuItemRules {
  /** What the file lacks for the item at `pointer` (/x-show/menus/0/items/2): the command, link or key it names. */
  problems?(file: ResourceFile, item: MenuItem, pointer: string): FileProblem[];
}
