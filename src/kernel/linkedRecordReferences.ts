import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';
import { oneToOneProblem } from './oneToOneLink';

/**
 * Checks of what reads or acts on the records a link holds, inside one file: a link's `read` key,
 * linked-record tabs and x-actions flags' whenLinked (menu items check theirs, src/kernel/menuItems).
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
  file['x-show']?.tabs?.forEach((tab, i) => {
    if (tab.kind !== 'linked-record') return;
    const problem = oneToOneProblem(links, tab.link);
    if (problem) problems.push([`/x-show/tabs/${i}/link`, problem]);
    if (!tab.fields?.length) problems.push([`/x-show/tabs/${i}`, 'a linked-record tab needs fields']);
  });
  for (const [flag, grant] of Object.entries(file['x-actions']?.flags ?? {})) {
    for (const name of Object.keys(grant.whenLinked ?? {})) {
      if (!links[name]) problems.push([`/x-actions/flags/${flag}/whenLinked/${name}`, `"${name}" is not in x-links`]);
    }
  }
  return problems;
}
