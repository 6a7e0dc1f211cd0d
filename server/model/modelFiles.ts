import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_LOOKUPS_FILE } from '../../src/kernel';

/**
 * A model as its files' texts, by path inside the model folder: every resource file ('vendor.json')
 * and the host's look-ups ('host/lookups.json'). The meta-schemas are the server's code, not the model.
 */
export type ModelTexts = Record<string, string>;

/** A resource file's name: one folder level, so an export writes inside its folder and nowhere else. */
const RESOURCE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.json$/;

export const isResourceFile = (path: string) => RESOURCE_FILE.test(path);

/** Paths a model may hold; anything else is refused before it is read (an export writes these paths). */
export const isModelPath = (path: string) => isResourceFile(path) || path === HOST_LOOKUPS_FILE;

/** The model of a folder as the server ships it (SCHEMAS_DIR): its *.json files and host/lookups.json, in name order. */
export function readModelTexts(dir: string): ModelTexts {
  const texts: ModelTexts = {};
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort()) texts[name] = readFileSync(join(dir, name), 'utf8');
  const host = join(dir, HOST_LOOKUPS_FILE);
  if (existsSync(host)) texts[HOST_LOOKUPS_FILE] = readFileSync(host, 'utf8');
  return texts;
}

/** The same model, file for file and character for character (a new layout is a new version too). */
export function sameTexts(a: ModelTexts, b: ModelTexts): boolean {
  const paths = Object.keys(a);
  return paths.length === Object.keys(b).length && paths.every((path) => b[path] === a[path]);
}
