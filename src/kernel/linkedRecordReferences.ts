import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

/**
 * Checks of what reads or acts on the records a link holds, inside one file: a link's `read` key,
 * linked-record tabs, attach-new and detach menu items, and x-actions flags' whenLinked.
 * linkedRecordReferences(file) → [[pointer, reason]]; the target's side is checked by validateSaveContext.
 */
export function linkedRecordReferences(file: ResourceFile): FileProblem[] {
  const links = file['x-links'] ?? {};
  const problems: FileProblem[] = [];
  const readKeys = new Map<string, string>();
  for (const [name, link] of Object.entries(links)) {
    for (const key of ['readFields', 'readOne'] as const) {
      if (link[key] !== undefined && link.read === undefined) problems.push([`/x-links/${name}/${key}`, `${key} shapes what "read" carries: give the link a read key`]);
    }
    if (link.read === undefined) continue;
    const at = `/x-links/${name}/read`;
    // The key sits beside the properties in the read record: a property of that name would be overwritten.
    if (file.properties[link.read]) problems.push([at, `"${link.read}" is also a property: the read record could not hold both`]);
    if (readKeys.has(link.read)) problems.push([at, `"${link.read}" is read by x-links/${readKeys.get(link.read)} too`]);
    readKeys.set(link.read, name);
  }
  /** The one record of a max-1 link is what a linked-record tab shows and a detach item drops: the owner's read record must carry it. */
  const oneToOne = (pointer: string, name: string | undefined, needs?: 'detach') => {
    const link = name === undefined ? undefined : links[name];
    if (!link) problems.push([pointer, `"${name ?? ''}" is not in x-links`]);
    else if (link.max !== 1 || link.read === undefined) problems.push([pointer, `x-links/${name} needs "max": 1 and a "read" key`]);
    else if (needs === 'detach' && !link.detach) problems.push([pointer, `x-links/${name} has no detach`]);
  };
  file['x-show']?.tabs?.forEach((tab, i) => {
    if (tab.kind !== 'linked-record') return;
    oneToOne(`/x-show/tabs/${i}/link`, tab.link);
    if (!tab.fields?.length) problems.push([`/x-show/tabs/${i}`, 'a linked-record tab needs fields']);
  });
  file['x-show']?.menus?.forEach((menu, m) => { menu.items.forEach((item, i) => {
    const pointer = `/x-show/menus/${m}/items/${i}/link`;
    if (item.kind === 'detach') oneToOne(pointer, item.link, 'detach');
    if (item.kind === 'attach-new' && (item.link === undefined || !links[item.link])) problems.push([pointer, `"${item.link ?? ''}" is not in x-links`]);
  }); });
  for (const [flag, grant] of Object.entries(file['x-actions']?.flags ?? {})) {
    for (const name of Object.keys(grant.whenLinked ?? {})) {
      if (!links[name]) problems.push([`/x-actions/flags/${flag}/whenLinked/${name}`, `"${name}" is not in x-links`]);
    }
  }
  return problems;
}
