import type { ServerModule } from './serverModule';

let installed: readonly ServerModule[] | undefined;

/**
 * The modules this server runs, set once by their list (server/modules/index.ts) as it loads. The code
 * that reads a merged axis (flag conditions, lifecycles …) asks here instead of importing the list,
 * which imports the modules, whose code reads those axes: the list stays on top, nothing loops back.
 */
export function installModules(modules: readonly ServerModule[]): void {
  installed = modules;
}

/** The installed modules; a programming error before server/modules/index.ts has loaded. */
export function installedModules(): readonly ServerModule[] {
  if (!installed) throw new Error('No server modules installed: import server/modules (the list) before reading a module axis.');
  return installed;
}
