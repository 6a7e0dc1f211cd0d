import { join, relative } from 'node:path';
import {
  connectLinks,
  createTargetProblems,
  dashboardIdProblems,
  defineResource,
  HOST_LOOKUPS_FILE,
  type ResourceDefinition,
  lookupTable,
  validateLinks,
  type NamedFile,
} from '../src/kernel';
import { lookupOrders } from './lookupOrders';
import { lookupUseProblems } from './lookupUses';
import { validateResourceFile } from './validateResourceFile';
import { dashboardProblems } from './dashboard/dashboardProblems';
import { dependentLookupOf } from './dependentLookups';
import { flagConditionProblems } from './flagConditions';
import { readHostLookups } from './hostLookups';
import { listFilterModuleProblems } from './listFilterModules';
import { bindLookups } from './lookups';
import { moduleLookups } from './moduleLookups';
import { permissionProblems } from './permissions';
import { lifecycleProblems } from './lifecycles';
import { isModelPath, type ModelTexts, readModelTexts } from './model/modelFiles';
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
  const folder = relative(process.cwd(), dir);
  return loadModel(readModelTexts(dir), folder ? `${folder}/` : '');
}

/**
 * Validates a model given as its files' texts (a folder's, or a version the database keeps) and
 * answers its resources; throws one line per problem, each file named as `prefix` + its path.
 */
export function loadModel(texts: ModelTexts, prefix = ''): ResourceDefinition[] {
  const errors: string[] = [];
  const valid: NamedFile[] = [];
  for (const [path, text] of Object.entries(texts)) {
    const fileName = `${prefix}${path}`;
    if (!isModelPath(path)) errors.push(`${fileName}: not a model file: a resource file is name.json (letters, digits, - and _), the host's look-ups ${HOST_LOOKUPS_FILE}`);
    else if (path !== HOST_LOOKUPS_FILE) {
      const result = validateResourceFile(fileName, text);
      if (result.ok) valid.push({ fileName, file: result.file });
      else errors.push(...result.errors);
    }
  }
  const host = { fileName: `${prefix}${HOST_LOOKUPS_FILE}`, read: readHostLookups(`${prefix}${HOST_LOOKUPS_FILE}`, texts[HOST_LOOKUPS_FILE]) };
  if (!host.read.ok) errors.push(...host.read.errors);
  // Links and look-ups join files, so they are checked once each file is sound on its own.
  if (errors.length || !host.read.ok) throw new ResourceFileError(errors);
  const lookups = lookupTable(valid, { fileName: host.fileName, lookups: host.read.value }, moduleLookups());
  errors.push(...validateLinks(valid), ...createTargetProblems(valid), ...lookupOrders(valid).problems, ...dashboardIdProblems(valid), ...lookups.problems,
    ...lookupUseProblems(valid, lookups.table, (template) => dependentLookupOf(template) !== undefined));
  if (errors.length) throw new ResourceFileError(errors);
  const definitions = connectLinks(valid.map(({ file }) => defineResource(file)));
  bindLookups(definitions, { table: lookups.table, host: host.read.value });
  // x-permission names a flag of the server's permission set, x-store.module a module, a flag's `when` a condition, a list filter's
  // module and a block's source what a module answers: all live in code, not in a file.
  const fileOf = (name: string) => valid.find(({ file }) => file.$id === name)?.fileName ?? name;
  const problems = [...permissionProblems(definitions, fileOf), ...storeModuleProblems(definitions, fileOf), ...flagConditionProblems(definitions, fileOf),
    ...lifecycleProblems(definitions, fileOf), ...listFilterModuleProblems(definitions, fileOf), ...dashboardProblems(definitions, fileOf)];
  if (problems.length) throw new ResourceFileError(problems);
  return definitions;
}
