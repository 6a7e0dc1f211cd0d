import { filterKindName } from './filterKinds';
import type { LinkSpec, ResourceFile } from './types';
import { validateBulkTargets } from './validateBulkTargets';
import { validateLinkedRecords } from './validateLinkedRecords';
import { validateLinkReads } from './validateLinkReads';

export interface NamedFile {
  fileName: string;
  file: ResourceFile;
}

type Filter = NonNullable<NonNullable<ResourceFile['x-list']>['filters']>[number];

/** Whether a target's filter lists the link's rows: the one on its link, or for a link kept in a property (via) the ids filter on it. */
const listsLink = (filter: Filter, wanted: string, via: string | undefined) =>
  (via !== undefined ? filter.field === via && filter.link === undefined : filter.link === wanted);

/** A picker names the target's exclude filter of this link (param), its ids filters (field) and its properties (label). */
function pickerProblems(picker: LinkSpec['picker'], target: ResourceFile, wanted: string, via?: string): Array<[string, string]> {
  if (!picker) return [];
  const filters = target['x-list']?.filters ?? [];
  const problems: Array<[string, string]> = [];
  if (!filters.some((filter) => filter.param === picker.exclude && filter.exclude && listsLink(filter, wanted, via))) {
    const what = via !== undefined ? `"field": "${via}"` : `"link": "${wanted}"`;
    problems.push(['/exclude', `"${picker.exclude}" is no x-list filter of ${target.$id} with "exclude": true and ${what}`]);
  }
  picker.filters?.forEach((field, i) => {
    if (!filters.some((filter) => filter.field === field && !filter.link && filterKindName(filter) === 'ids')) {
      problems.push([`/filters/${i}`, `"${field}" is no ids x-list filter of ${target.$id}`]);
    }
  });
  picker.label?.forEach((property, i) => {
    if (!target.properties[property]) problems.push([`/label/${i}`, `"${property}" is no property of ${target.$id}`]);
  });
  return problems;
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
      // An inverse link's rows are the targets whose own link holds the record: the target's filter on its own link.
      const wanted = link.inverse ?? `${file.$id}.${name}`;
      if (link.inverse !== undefined && target.file['x-links']?.[link.inverse]?.resource !== file.$id) {
        errors.push(`${fileName} /x-links/${name}/inverse: "${link.inverse}" is not an x-links entry of ${link.resource} targeting ${file.$id}`);
      }
      if (link.via !== undefined && (link.inverse !== undefined || link.max !== undefined || link.read !== undefined || link.attribute !== undefined
        || !target.file.properties[link.via]?.['x-ref'] || target.file.properties[link.via]?.type !== 'integer')) {
        errors.push(`${fileName} /x-links/${name}/via: "${link.via}" must be an integer reference property of ${link.resource}, on a link without inverse, max, read or attribute`);
      }
      if (!link.list && !target.file['x-list']?.filters?.some((filter) => listsLink(filter, wanted, link.via) && !filter.exclude)) {
        const what = link.via !== undefined ? `"field": "${link.via}"` : `"link": "${wanted}"`;
        errors.push(`${fileName} /x-links/${name}: without a list of its own, ${target.fileName} needs an x-list filter with ${what}`);
      }
      errors.push(...pickerProblems(link.picker, target.file, wanted, link.via).map(([pointer, reason]) => `${fileName} /x-links/${name}/picker${pointer}: ${reason}`));
    }
    file['x-list']?.filters?.forEach((filter, i) => {
      if (!filter.link?.includes('.')) return;
      const [owner, name] = filter.link.split('.');
      if (byId.get(owner)?.file['x-links']?.[name]?.resource !== file.$id) {
        errors.push(`${fileName} /x-list/filters/${i}/link: "${filter.link}" is not an x-links entry of ${owner} targeting ${file.$id}`);
      }
    });
  }
  errors.push(...validateLinkedRecords(files));
  errors.push(...validateBulkTargets(files));
  errors.push(...validateLinkReads(files));
  return errors;
}
