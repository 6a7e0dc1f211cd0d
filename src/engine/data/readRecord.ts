import type { RaRecord } from 'ra-core';
import { type ResourceDefinition, getPath, READ_SHAPE } from '../../kernel';

/** The written value of a property in a read record: a list of objects gives the list of their ids. */
function writtenValue(raw: unknown, readPath: string): unknown {
  const [root, ...rest] = readPath.split('.');
  const container = getPath(raw, root);
  if (Array.isArray(container)) return container.map((item) => getPath(item, rest.join('.')));
  return getPath(raw, readPath);
}

/**
 * A read record made ready for react-admin and the forms: every property whose written value sits
 * elsewhere (x-read "parent.id") gets that value under its own name. When that overwrites what the
 * server sent (requester_id read as an object), the record as sent is kept under READ_SHAPE for display.
 * readRecord(def, { id: 1, parent: { id: 3 } }).parent_id === 3
 */
export function readRecord(definition: ResourceDefinition, raw: unknown): RaRecord {
  const source = raw as RaRecord;
  const record: RaRecord = { ...source };
  let overwritten = false;
  for (const field of Object.values(definition.fields)) {
    if (field.readPath === field.name) continue;
    const value = writtenValue(source, field.readPath);
    if (value === undefined) continue;
    if (field.name in source) overwritten = true;
    record[field.name] = value;
  }
  if (overwritten) record[READ_SHAPE] = source;
  return record;
}
