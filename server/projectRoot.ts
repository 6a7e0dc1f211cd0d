import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `from` holding package.json. */
function folderWithPackage(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json at or above ${from}`);
  }
}

/**
 * The project's folder (schemas/, dist/, examples/ are read from it). Found rather than counted in
 * '..' steps, as the server runs both from its sources and bundled into dist-server/.
 */
export const PROJECT_ROOT = folderWithPackage(import.meta.dirname);
