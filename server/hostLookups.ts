import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import meta from '../schemas/meta/host.schema.json';
import { createAjv, HOST_LOOKUPS_FILE, type HostLookups, validateJsonFile, type JsonValidation } from '../src/kernel';

const validator = createAjv().compile(meta);

/** The host's people and fixed lists of a model folder (host/lookups.json), checked against schemas/meta/host.schema.json. */
export function readHostLookups(dir: string): { fileName: string; read: JsonValidation<HostLookups> } {
  const path = join(dir, HOST_LOOKUPS_FILE);
  const fileName = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { fileName, read: { ok: false, errors: [`${fileName}: missing: the help desk's people and fixed lists are declared there`] } };
  }
  return { fileName, read: validateJsonFile<HostLookups>(fileName, text, validator) };
}
