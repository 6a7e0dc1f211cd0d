import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const placeholders = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/**
 * The URLs of x-planning are filled from a record id and a kind key only (a download link also from
 * the stored file): a placeholder the engine cannot fill would fail at the first click, so it fails here.
 */
const URLS: Array<{ op: 'list' | 'get' | 'save' | 'delete' | 'download'; method: 'GET' | 'POST' | 'DELETE'; needs: string[]; allows: string[] }> = [
  { op: 'list', method: 'GET', needs: ['id'], allows: ['id'] },
  { op: 'get', method: 'GET', needs: ['id', 'key'], allows: ['id', 'key'] },
  // Some servers put the key in the save URL ({key}), others only in the body (identifier).
  { op: 'save', method: 'POST', needs: ['id'], allows: ['id', 'key'] },
  { op: 'delete', method: 'DELETE', needs: ['id', 'key'], allows: ['id', 'key'] },
  // {owner} names the entry's own file owner, so a link cannot be re-pointed at the record's attachment.
  { op: 'download', method: 'GET', needs: ['attachment', 'owner'], allows: ['attachment', 'owner', 'id'] },
];

/** Checks of x-planning and of the tabs that use it (a planning menu item checks its own key): planningReferences(file) → [[pointer, reason]]. */
export function planningReferences(file: ResourceFile): FileProblem[] {
  const problems: FileProblem[] = [];
  const planning = file['x-planning'];
  file['x-show']?.tabs?.forEach((tab, i) => {
    if (tab.kind === 'planning' && !planning) problems.push([`/x-show/tabs/${i}`, 'a planning tab needs x-planning']);
  });
  if (!planning) return problems;
  planning.kinds.forEach((kind, i) => {
    if (planning.kinds.findIndex((other) => other.key === kind.key) !== i) problems.push([`/x-planning/kinds/${i}/key`, `"${kind.key}" is declared twice`]);
  });
  for (const { op, method, needs, allows } of URLS) {
    const url = planning[op]?.[method];
    if (url === undefined) continue;
    const pointer = `/x-planning/${op}/${method}`;
    const found = placeholders(url);
    const unknown = found.filter((name) => !allows.includes(name));
    const missing = needs.filter((name) => !found.includes(name));
    if (unknown.length) problems.push([pointer, `{${unknown.join('}, {')}} cannot be filled: use ${allows.map((name) => `{${name}}`).join(', ')}`]);
    if (missing.length) problems.push([pointer, `${url} has no {${missing.join('}, {')}} placeholder`]);
  }
  if (planning.flag !== undefined && !file['x-actions']?.flags[planning.flag]) {
    problems.push(['/x-planning/flag', `"${planning.flag}" is not in x-actions/flags`]);
  }
  return problems;
}
