import { FILTER_KIND_RULES } from './filterKinds';
import { MENU_ITEM_RULES } from './menuItems';

/** Where the meta-schema declares each kind keyword, and the registry whose names it takes. */
const KIND_KEYWORDS: Array<{ pointer: string[]; names: () => string[] }> = [
  { pointer: ['definitions', 'list', 'properties', 'filters', 'items', 'properties', 'kind'], names: () => Object.keys(FILTER_KIND_RULES) },
  { pointer: ['definitions', 'show', 'properties', 'menus', 'items', 'properties', 'items', 'items', 'properties', 'kind'], names: () => Object.keys(MENU_ITEM_RULES) },
];

/** The names every kind keyword takes now, one line: what a compiled meta-schema was made for. */
export const registeredKindNames = () => KIND_KEYWORDS.map(({ names }) => names().join(',')).join(';');

/**
 * The meta-schema with each kind keyword (x-list filters' and x-show menu items' `kind`) limited to the
 * kinds registered, so a file naming another is refused at start as "pointer/kind: must be equal to one
 * of the allowed values", from the one list the engine draws kinds from. registeredKinds(meta) is a copy.
 */
export function registeredKinds<M extends object>(meta: M): M {
  const copy = structuredClone(meta);
  for (const { pointer, names } of KIND_KEYWORDS) {
    const keyword = pointer.reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, copy as Record<string, unknown>);
    if (!keyword) throw new Error(`the meta-schema has no /${pointer.join('/')} to list the registered kinds at`);
    keyword.enum = names();
  }
  return copy;
}
