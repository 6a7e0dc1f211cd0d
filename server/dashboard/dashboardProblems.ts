import type { ResourceDefinition } from '../../src/kernel';
import { LIST_FILTER_MODULES } from '../listFilterModules';
import { BLOCK_SOURCES } from './blockSources';

/**
 * What the files' x-dashboard blocks ask of the server's code: a source it has, and a module filter
 * counted by (`by`) that counts. A line per problem, `file pointer: reason`.
 */
export function dashboardProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => (def.file['x-dashboard'] ?? []).flatMap((block, i) => {
    const at = `${fileOf(def.name)} /x-dashboard/${i}`;
    if (block.source !== undefined && !Object.hasOwn(BLOCK_SOURCES, block.source)) {
      return [`${at}/source: "${block.source}" is not a dashboard source of this server (${Object.keys(BLOCK_SOURCES).join(', ')})`];
    }
    const module = def.filters.find((filter) => filter.key === block.by)?.module;
    if (module !== undefined && !LIST_FILTER_MODULES[module]?.groups) return [`${at}/by: the list filter ${module} does not count its rows by value`];
    return [];
  }));
}
