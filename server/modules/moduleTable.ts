import { installedModules } from './installed';
import type { ServerModule } from './serverModule';

/** One axis of some modules as one table by name; a name two modules give is a programming error. */
export function mergeAxis<T>(modules: readonly ServerModule[], axis: (module: ServerModule) => Record<string, T> | undefined): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(axis(module) ?? {})) {
      if (Object.hasOwn(merged, name)) throw new Error(`server module ${module.name}: "${name}" is given by another module already`);
      merged[name] = value;
    }
  }
  return merged;
}

/**
 * One axis of the server's modules (every module's flag conditions, say), merged at its first use
 * from the installed modules (installed.ts), so that reading an axis never imports the list.
 * const conditions = moduleTable((module) => module.flagConditions); conditions()['cab.applied']
 */
export function moduleTable<T>(axis: (module: ServerModule) => Record<string, T> | undefined): () => Readonly<Record<string, T>> {
  let table: Record<string, T> | undefined;
  return () => {
    table ??= mergeAxis(installedModules(), axis);
    return table;
  };
}
