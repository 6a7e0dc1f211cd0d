import type { RaRecord } from 'ra-core';
import type { ResourceDefinition } from '../schema/defineResource';
import { getPath } from '../schema/paths';

/**
 * A read record made ready for react-admin and the forms: every property whose written value sits
 * elsewhere (x-read "parent.id") gets that value under its own name too; the read shape stays for
 * display. readRecord(def, { id: 1, parent: { id: 3 } }).parent_id === 3
 */
export function readRecord(definition: ResourceDefinition, raw: unknown): RaRecord {
  const record = { ...(raw as RaRecord) };
  for (const field of Object.values(definition.fields)) {
    if (field.readPath === field.name) continue;
    const value = getPath(raw, field.readPath);
    if (Array.isArray(getPath(raw, field.readPath.split('.')[0]))) {
      // A multiple reference reads as a list of objects: its written value is the list of their ids.
      const key = field.readPath.split('.').slice(1).join('.');
      record[field.name] = (getPath(raw, field.readPath.split('.')[0]) as unknown[]).map((item) => getPath(item, key));
    } else if (value !== undefined) {
      record[field.name] = value;
    }
  }
  return record;
}
