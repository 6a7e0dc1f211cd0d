import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineResource, type ResourceDefinition } from '../src/engine/schema/defineResource';
import { validateResourceFile } from '../src/engine/schema/validateResourceFile';

export const SCHEMAS_DIR = join(import.meta.dirname, '..', 'schemas');

export class ResourceFileError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

/** Reads and validates every resource file of a folder; throws one line per problem, naming file and pointer. */
export function loadResources(dir = SCHEMAS_DIR): ResourceDefinition[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const errors: string[] = [];
  const definitions: ResourceDefinition[] = [];
  for (const name of files) {
    const path = join(dir, name);
    const result = validateResourceFile(relative(process.cwd(), path) || name, readFileSync(path, 'utf8'));
    if (result.ok) definitions.push(defineResource(result.file));
    else errors.push(...result.errors);
  }
  if (errors.length) throw new ResourceFileError(errors);
  return definitions;
}
