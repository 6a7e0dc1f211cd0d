import type { ResourceDefinition } from '../../src/kernel';
import { listFilterModules } from '../listFilterModules';
import { blockSources } from './blockSources';

/**
 * What the files' x-dashboard blocks ask of the server's code: a source it has, and a module filter
 * counted by (`by`) that counts. A line per problem, `file pointer: reason`.
 */
export function dashboardProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => (def.file['x-dashboard'] ?? []).flatMap((block, i) => {
    const at = `${fileOf(def.name)} /x-dashboard/${i}`;
    if (block.source !== undefined && !Object.hasOwn(blockSources(), block.source)) {
      return [`${at}/source: "${block.source}" is not a dashboard source of this server (${Object.keys(blockSources()).join(', ')})`];
    }
    const module = def.filters.find((filter) => filter.key === block.by)?.module;
    if (module !== undefined && !listFilterModules()[module]?.groups) return [`${at}/by: the list filter ${module} does not count its rows by value`];
    return [];
  }));
}
