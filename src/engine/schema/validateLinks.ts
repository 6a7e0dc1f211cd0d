import type { ResourceFile } from './types';
import { validateBulkTargets } from './validateBulkTargets';
import { validateLinkedRecords } from './validateLinkedRecords';

export interface NamedFile {
  fileName: string;
  file: ResourceFile;
}

/**
 * The checks of x-links that need every resource file at once, one line per problem as
 * "file pointer: reason": the target must be a resource, a link without a list of its own needs the
 * target's link filter, and a target's "owner.link" filter must name a link that targets it.
 */
export function validateLinks(files: NamedFile[]): string[] {
  const byId = new Map(files.map((entry) => [entry.file.$id, entry]));
  const errors: string[] = [];
  for (const { fileName, file } of files) {
    for (const [name, link] of Object.entries(file['x-links'] ?? {})) {
      const target = byId.get(link.resource);
      if (!target) {
        errors.push(`${fileName} /x-links/${name}/resource: "${link.resource}" is not a resource file`);
        continue;
      }
      const wanted = `${file.$id}.${name}`;
      if (!link.list && !target.file['x-list'].filters?.some((filter) => filter.link === wanted)) {
        errors.push(`${fileName} /x-links/${name}: without a list of its own, ${target.fileName} needs an x-list filter with "link": "${wanted}"`);
      }
    }
    file['x-list'].filters?.forEach((filter, i) => {
      if (!filter.link?.includes('.')) return;
      const [owner, name] = filter.link.split('.');
      if (byId.get(owner)?.file['x-links']?.[name]?.resource !== file.$id) {
        errors.push(`${fileName} /x-list/filters/${i}/link: "${filter.link}" is not an x-links entry of ${owner} targeting ${file.$id}`);
      }
    });
  }
  errors.push(...validateLinkedRecords(files));
  errors.push(...validateBulkTargets(files));
  return errors;
}
