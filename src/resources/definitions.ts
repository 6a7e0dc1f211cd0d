import { compareText } from '../engine/schema/compareText';
import { connectLinks } from '../engine/schema/connectLinks';
import { defineResource, type ResourceDefinition } from '../engine/schema/defineResource';
import { resourceFiles } from '../engine/schema/resourceFiles';

/** All resource definitions (every resource file becomes a screen), sorted by label for menus and the dashboard. */
export const definitions: ResourceDefinition[] = connectLinks(resourceFiles.map((file) => defineResource(file)))
  .sort((a, b) => compareText(a.label, b.label));

/** The definitions by menu group (x-resource.group), groups in alphabetical order. */
export function byGroup(list = definitions): Array<[string, ResourceDefinition[]]> {
  const groups = new Map<string, ResourceDefinition[]>();
  for (const def of list) {
    const group = def.file['x-resource'].group ?? 'Other';
    groups.set(group, [...(groups.get(group) ?? []), def]);
  }
  return [...groups.entries()].sort(([a], [b]) => compareText(a, b));
}
