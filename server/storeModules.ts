/**
 * Resources whose records a server module stores and serves itself (x-store.module) instead of the
 * generic column store: the generic tables and routes leave them out, and the module registers the
 * routes the file's x-api declares. A module is code, so the server's list of modules
 * (server/modules/) says which may be named, and the start refuses a file naming another.
 */
import type { ResourceDefinition } from '../src/kernel';
import { SERVER_MODULES } from './modules';
import { storeModuleOf } from './modules/moduleResource';

export { moduleResource, storeModuleOf } from './modules/moduleResource';

/**
 * The modules that store a resource's records (cab, reports, announcement). Read at load: only the
 * start-up check (loadResources) imports this file, never a module's own code.
 */
export const STORE_MODULES = SERVER_MODULES.filter((module) => module.stores).map((module) => module.name);

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
