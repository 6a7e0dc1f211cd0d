// The shipped resource files that link to each other, read fresh so a test may break one of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../../server/loadResources';
import type { ResourceFile } from '../../../src/kernel';

/** readShipped('problem') → schemas/problem.json as a plain object, a copy of its own. */
export const readShipped = (name: string) => JSON.parse(readFileSync(join(SCHEMAS_DIR, `${name}.json`), 'utf8'));

/** linkedFiles((f) => { f.problem[...] = ... }) → the linked files, one edited, as validateLinks takes them. */
export function linkedFiles(edit: (byName: Record<string, any>) => void = () => undefined) {
  const byName = Object.fromEntries(['problem', 'asset', 'ticket', 'change', 'release', 'task', 'contract'].map((name) => [name, readShipped(name)]));
  edit(byName);
  return Object.entries(byName).map(([name, file]) => ({ fileName: `schemas/${name}.json`, file: file as ResourceFile }));
}
