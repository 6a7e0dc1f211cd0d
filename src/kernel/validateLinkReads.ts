import type { LinkSpec, ResourceFile } from './types';
import type { NamedFile } from './validateLinks';

/** A property read as its stored column: no x-links set, no derived value, no file. */
const isColumn = (file: ResourceFile, name: string) => {
  const property = file.properties[name];
  return property !== undefined && property['x-link'] === undefined && property['x-derived'] === undefined
    && property.contentMediaType !== 'application/octet-stream';
};

/** The problems of one link's read fields and list aliases against its target, as [pointer, reason]. */
function linkReadProblems(link: LinkSpec, target: ResourceFile): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  link.readFields?.forEach((name, i) => {
    if (!isColumn(target, name)) problems.push([`/readFields/${i}`, `"${name}" is no stored property of ${target.$id}`]);
  });
  for (const [alias, name] of Object.entries(link.list?.aliases ?? {})) {
    const at = `/list/aliases/${alias}`;
    if (!target.properties[name]) problems.push([at, `"${name}" is no property of ${target.$id}`]);
    // The alias sits beside the target's own keys and the pair's attribute on each row: it must not overwrite one.
    if (target.properties[alias] || alias === link.attribute?.name) problems.push([at, `"${alias}" is a key the rows carry already`]);
  }
  return problems;
}

/**
 * The checks of what a link reads from its target, one line per problem as "file pointer: reason":
 * x-links readFields are stored properties of the target, list aliases name a target property under
 * a key the rows do not carry yet.
 */
export function validateLinkReads(files: NamedFile[]): string[] {
  const byId = new Map(files.map((entry) => [entry.file.$id, entry.file]));
  return files.flatMap(({ fileName, file }) => Object.entries(file['x-links'] ?? {}).flatMap(([name, link]) => {
    const target = byId.get(link.resource);
    return target ? linkReadProblems(link, target).map(([pointer, reason]) => `${fileName} /x-links/${name}${pointer}: ${reason}`) : [];
  }));
}
