import { linkedRecordReferences } from './linkedRecordReferences';
import type { LinkSpec, ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const placeholders = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** {id} is the owning record, {target} a linked one and {<attribute>} the pair's attribute: any other placeholder could never be filled. */
function urlProblems(pointer: string, url: string | undefined, needs: string[], allows: string[]): FileProblem[] {
  if (url === undefined) return [];
  const found = placeholders(url);
  const unknown = found.filter((name) => !allows.includes(name));
  const missing = needs.filter((name) => !found.includes(name));
  return [
    ...(unknown.length ? [[pointer, `{${unknown.join('}, {')}} cannot be filled: use ${allows.map((name) => `{${name}}`).join(', ')}`] as FileProblem] : []),
    ...(missing.length ? [[pointer, `${url} has no {${missing.join('}, {')}} placeholder`] as FileProblem] : []),
  ];
}

/**
 * An inverse link writes the target's own pairs, so acting on them in bulk is the target's business.
 * It may still limit its own side (max: a ticket is in one problem), answer at a URL of its own
 * (list), name the pairs' attribute in its own words (options with `as`) and read what it holds onto
 * its own records (read: an asset's contract).
 */
function inverseProblems(at: string, link: LinkSpec): FileProblem[] {
  if (link.inverse === undefined) return [];
  const declaredThere = (['bulk'] as const).filter((key) => link[key] !== undefined);
  return declaredThere.map((key) => [`${at}/${key}`, `an inverse link has no ${key} of its own: it is the target's link "${link.inverse}" seen from here`] as FileProblem);
}

/**
 * Links sharing one attach or detach URL are told apart by their const body fields: each needs them,
 * with values no other link of that URL sends, and a const must not name the ids' field.
 */
function sharedUrlProblems(links: Record<string, LinkSpec>): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const kind of ['attach', 'detach'] as const) {
    const byUrl = new Map<string, Array<[string, LinkSpec]>>();
    for (const [name, link] of Object.entries(links)) {
      const spec = link[kind];
      const url = spec && ('POST' in spec ? spec.POST : spec.DELETE);
      if (url !== undefined) byUrl.set(url, [...(byUrl.get(url) ?? []), [name, link]]);
      if (spec?.const && spec.field !== undefined && spec.field in spec.const) problems.push([`/x-links/${name}/${kind}/const`, `"${spec.field}" is the field of the target ids`]);
    }
    for (const sharing of byUrl.values()) {
      if (sharing.length < 2) continue;
      const seen = new Set<string>();
      for (const [name, link] of sharing) {
        const constant = link[kind]?.const;
        const key = JSON.stringify(Object.entries(constant ?? {}).sort());
        if (!constant) problems.push([`/x-links/${name}/${kind}`, `${sharing.length} links share this URL: give each a const that tells them apart`]);
        else if (seen.has(key)) problems.push([`/x-links/${name}/${kind}/const`, 'another link of this URL sends the same const']);
        seen.add(key);
      }
    }
  }
  return problems;
}

/**
 * Checks of x-links and of what names a link inside the same file (tabs, link filters; menu items check theirs, src/kernel/menuItems):
 * linkReferences(file) → [[pointer, reason]]. Links between files are checked by validateLinks.
 */
export function linkReferences(file: ResourceFile): FileProblem[] {
  const links = file['x-links'] ?? {};
  const problems: FileProblem[] = [];
  for (const [name, link] of Object.entries(links)) {
    const at = `/x-links/${name}`;
    // The activity log and the read record would not tell a link from a property of the same name.
    if (file.properties[name]) problems.push([at, `"${name}" is also a property: give the link another name`]);
    problems.push(...urlProblems(`${at}/list/GET`, link.list?.GET, ['id'], ['id']));
    // The owner's id travels in the URL ({id}) or, with ownerField, in the body: never both, never neither.
    const ownerInBody = link.attach?.ownerField !== undefined;
    problems.push(...urlProblems(`${at}/attach/POST`, link.attach?.POST, ownerInBody ? [] : ['id'], ownerInBody ? ['target'] : ['id', 'target']));
    if (ownerInBody && link.attach!.POST.includes('{id}')) problems.push([`${at}/attach/ownerField`, '{id} in the URL names the owner: drop ownerField']);
    // The target ids travel either in the body under `field` or, one at a time, in the URL: never both, never neither.
    if (link.attach && link.attach.POST.includes('{target}') === (link.attach.field !== undefined)) {
      problems.push([`${at}/attach`, link.attach.field ? '{target} in the URL names the one target: drop field' : 'say where the target ids go: field, or {target} in the URL']);
    }
    const attribute = link.attribute?.name;
    // A one-to-one link knows the one target it detaches, a detach with a field reads them from the body;
    // the attribute tells pairs apart only where it is stored.
    const detachInBody = link.detach?.field !== undefined;
    problems.push(...urlProblems(`${at}/detach/DELETE`, link.detach?.DELETE, link.max === 1 || detachInBody ? ['id'] : ['id', 'target'],
      [...(detachInBody ? ['id'] : ['id', 'target']), ...(attribute ? [attribute] : [])]));
    problems.push(...inverseProblems(at, link));
    problems.push(...urlProblems(`${at}/lookup`, link.lookup, [], ['id']));
    if (attribute && [link.attach?.field, link.attach?.ownerField, 'id', 'target'].includes(attribute)) {
      problems.push([`${at}/attribute/name`, `"${attribute}" already names the owner or the targets of this link`]);
    }
  }
  problems.push(...sharedUrlProblems(links));
  file['x-show']?.tabs?.forEach((tab, i) => {
    if (tab.kind !== 'links') return;
    if (tab.link === undefined || !links[tab.link]) problems.push([`/x-show/tabs/${i}/link`, `"${tab.link ?? ''}" is not in x-links`]);
    if (!tab.columns?.length) problems.push([`/x-show/tabs/${i}`, 'a links tab needs columns']);
    if (tab.detachFlag !== undefined && !file['x-actions']?.flags[tab.detachFlag]) {
      problems.push([`/x-show/tabs/${i}/detachFlag`, `"${tab.detachFlag}" is not in x-actions/flags`]);
    }
  });
  file['x-list']?.filters?.forEach((filter, i) => {
    if (filter.link === undefined) return;
    const pointer = `/x-list/filters/${i}`;
    if (filter.field !== 'id') problems.push([`${pointer}/field`, 'a link filter matches rows by their id: field must be "id"']);
    if (!filter.link.includes('.') && !links[filter.link]) problems.push([`${pointer}/link`, `"${filter.link}" is not in x-links`]);
  });
  file['x-list']?.filters?.forEach((filter, i) => {
    // Without a link, exclude leaves out the rows whose property holds the values (a link kept in a property, x-links via).
    if (filter.exclude && filter.link === undefined && (filter.field === 'id' || filter.kind !== undefined)) {
      problems.push([`/x-list/filters/${i}/exclude`, 'exclude leaves out linked rows: give the filter a link, or a reference property']);
    }
  });
  problems.push(...linkedRecordReferences(file));
  // A read-only resource has no save: create and edit screens could never submit.
  for (const path of ['create', 'edit'] as const) {
    if (file['x-resource'].paths[path] !== undefined && !file['x-api'].save) {
      problems.push([`/x-resource/paths/${path}`, 'a create or edit screen needs x-api/save']);
    }
  }
  return problems;
}
