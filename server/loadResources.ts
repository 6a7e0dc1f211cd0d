import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { connectLinks } from '../src/engine/schema/connectLinks';
import { createTargetProblems } from '../src/engine/schema/connectReferences';
import { dashboardIdProblems } from '../src/engine/schema/dashboardReferences';
import { defineResource, type ResourceDefinition } from '../src/engine/schema/defineResource';
import { lookupOrders } from '../src/engine/schema/lookupOrders';
import { validateLinks, type NamedFile } from '../src/engine/schema/validateLinks';
import { validateResourceFile } from '../src/engine/schema/validateResourceFile';
import { dashboardProblems } from './dashboard/dashboardProblems';
import { flagConditionProblems } from './flagConditions';
import { listFilterModuleProblems } from './listFilterModules';
import { permissionProblems } from './permissions';
import { lifecycleProblems } from './lifecycles';
import { storeModuleProblems } from './storeModules';
import { PROJECT_ROOT } from './projectRoot';

export const SCHEMAS_DIR = join(PROJECT_ROOT, 'schemas');

export class ResourceFileError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

/** Reads and validates every resource file of a folder; throws one line per problem, naming file and pointer. */
export function loadResources(dir = SCHEMAS_DIR): ResourceDefinition[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const errors: string[] = [];
  const valid: NamedFile[] = [];
  for (const name of files) {
    const path = join(dir, name);
    const fileName = relative(process.cwd(), path) || name;
    const result = validateResourceFile(fileName, readFileSync(path, 'utf8'));
    if (result.ok) valid.push({ fileName, file: result.file });
    else errors.push(...result.errors);
  }
  // Links and look-up orders join files, so they are checked once each file is sound on its own.
  if (!errors.length) errors.push(...validateLinks(valid), ...createTargetProblems(valid), ...lookupOrders(valid).problems, ...dashboardIdProblems(valid));
  if (errors.length) throw new ResourceFileError(errors);
  const definitions = connectLinks(valid.map(({ file }) => defineResource(file)));
  // x-permission names a flag of the server's permission set, x-store.module a module, a flag's `when` a condition, a list filter's
  // module and a block's source what a module answers: all live in code, not in a file.
  const fileOf = (name: string) => valid.find(({ file }) => file.$id === name)?.fileName ?? name;
  const problems = [...permissionProblems(definitions, fileOf), ...storeModuleProblems(definitions, fileOf), ...flagConditionProblems(definitions, fileOf),
    ...lifecycleProblems(definitions, fileOf), ...listFilterModuleProblems(definitions, fileOf), ...dashboardProblems(definitions, fileOf)];
  if (problems.length) throw new ResourceFileError(problems);
  return definitions;
}
