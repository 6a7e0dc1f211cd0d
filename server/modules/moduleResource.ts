/**
 * How a module finds "its" resource file: by the keyword that names the module, never by the
 * resource's name, so a model may call its files what it likes.
 */
import type { ResourceDefinition } from '../../src/kernel';

/** The module storing a resource's records (x-store.module), or undefined when the generic store does. */
export const storeModuleOf = (def: ResourceDefinition) => def.file['x-store']?.module;

/** The resource a module stores, if a resource file names it. */
export const moduleResource = (resources: ResourceDefinition[], module: string) =>
  resources.find((def) => storeModuleOf(def) === module);

/** The resource a lifecycle follows (x-store.lifecycle), if a resource file names it. */
export const lifecycleResource = (resources: ResourceDefinition[], lifecycle: string) =>
  resources.find((def) => def.file['x-store']?.lifecycle === lifecycle);
