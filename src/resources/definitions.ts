import { connectLinks } from '../engine/schema/connectLinks';
import { defineResource, type ResourceDefinition } from '../engine/schema/defineResource';
import type { ResourceFile } from '../engine/schema/types';

// Every resource file becomes a screen (@schemas: SCHEMAS_DIR or schemas/, vite.config.ts); meta/ holds the meta-schema, not a resource.
const files = import.meta.glob<ResourceFile>('@schemas/*.json', { eager: true, import: 'default' });

/** All resource definitions, sorted by label for menus and the dashboard. */
export const definitions: ResourceDefinition[] = connectLinks(Object.values(files).map((file) => defineResource(file)))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The definitions by menu group (x-resource.group), groups in alphabetical order. */
export function byGroup(list = definitions): Array<[string, ResourceDefinition[]]> {
  const groups = new Map<string, ResourceDefinition[]>();
  for (const def of list) {
    const group = def.file['x-resource'].group ?? 'Other';
    groups.set(group, [...(groups.get(group) ?? []), def]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
