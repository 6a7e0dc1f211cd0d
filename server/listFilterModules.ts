/**
 * List filters whose rows a server module chooses from records it keeps itself (x-list filter
 * `module`): the changes a CAB level holds, the contracts an approver is asked about. Each is the
 * list's own filter, so the list, its export and a dashboard block counting by it read the same
 * rows. Code, since only the module knows its tables (ServerModule.listFilters); loadResources refuses
 * a file naming another.
 */
import type { SqlClient } from './database/sqlClient';
import type { ResourceDefinition } from '../src/kernel';
import { moduleTable } from './modules/moduleTable';

/** The list a module filter narrows: the resource, its quoted table, the database it reads. */
export interface ModuleFilterContext {
  db: SqlClient;
  def: ResourceDefinition;
  table: string;
}

/** A condition on the table with its parameters. */
export interface ModuleCondition {
  sql: string;
  params: unknown[];
}

export interface ModuleFilter {
  /** The rows holding one of the values, as a condition on the table with its parameters. */
  condition(context: ModuleFilterContext, values: number[]): ModuleCondition | Promise<ModuleCondition>;
  /** How many of the rows a WHERE clause selects hold each value (a dashboard block counting by the filter). */
  groups?(context: ModuleFilterContext, where: ModuleCondition): Promise<Array<{ value: number | null; count: number }>>;
}

/** Every module's list filters, by the name an x-list filter's `module` gives. */
export const listFilterModules = moduleTable((module) => module.listFilters);

/** The module filter of a name, or a programming error: loadResources has checked every name a file gives. */
export function moduleFilter(name: string): ModuleFilter {
  const filter = Object.hasOwn(listFilterModules(), name) ? listFilterModules()[name] : undefined;
  if (!filter) throw new Error(`no list filter module "${name}"`);
  return filter;
}

/** A line per x-list filter naming a module filter the server lacks. */
export function listFilterModuleProblems(definitions: ResourceDefinition[], fileOf: (name: string) => string): string[] {
  return definitions.flatMap((def) => (def.file['x-list']?.filters ?? []).flatMap((filter, i) => (
    filter.module === undefined || Object.hasOwn(listFilterModules(), filter.module) ? []
      : [`${fileOf(def.name)} /x-list/filters/${i}/module: "${filter.module}" is not a list filter of this server (${Object.keys(listFilterModules()).join(', ')})`])));
}
