/**
 * Resources whose records a server module stores and serves itself (x-store.module) instead of the
 * generic column store: the generic tables and routes leave them out, and the module registers the
 * routes the file's x-api declares. A module is code, so the server lists the ones it has here and
 * refuses, at start, a file naming another.
 */
import type { ResourceDefinition } from '../src/kernel';

/**
 * The modules of this server: cab (server/cab/, routes in server/routes/cab/), reports (server/routes/reports/),
 * announcement (server/routes/announcement/: sends, stores nothing but outbox rows).
 */
export const STORE_MODULES = ['cab', 'reports', 'announcement'];

/** The module storing a resource's records, or undefined when the generic store does. */
export const storeModuleOf = (def: ResourceDefinition) => def.file['x-store']?.module;

/** The resource a module serves, if a resource file names it. */
export const moduleResource = (resources: ResourceDefinition[], module: string) =>
  resources.find((def) => storeModuleOf(def) === module);

/** A line per file naming a module the server lacks, or one that another file names already. */
export function storeModuleProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  const claimed = new Set<string>();
  return definitions.flatMap((def) => {
    const module = storeModuleOf(def);
    if (module === undefined) return [];
    const at = `${fileOf(def.name)} /x-store/module`;
    if (!STORE_MODULES.includes(module)) return [`${at}: "${module}" is not a module of this server (${STORE_MODULES.join(', ')})`];
    if (claimed.has(module)) return [`${at}: another resource file is stored by "${module}" already`];
    claimed.add(module);
    return [];
  });
}
