import meta from '../schemas/meta/host.schema.json';
import type { HostLookups } from '../src/kernel';
import { createAjv } from './createAjv';
import { type JsonValidation, validateJsonFile } from './validateJsonFile';

const validator = createAjv().compile(meta);

/**
 * The host's people and fixed lists of a model (host/lookups.json), checked against
 * schemas/meta/host.schema.json; `text` is undefined when the model has no such file.
 */
export function readHostLookups(fileName: string, text: string | undefined): JsonValidation<HostLookups> {
  if (text === undefined) return { ok: false, errors: [`${fileName}: missing: the help desk's people and fixed lists are declared there`] };
  return validateJsonFile<HostLookups>(fileName, text, validator);
}
