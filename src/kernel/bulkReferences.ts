import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const placeholders = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** Indexes of values that repeat an earlier one: repeated([a, b, a]) → [2]. */
const repeated = (values: string[]) => values.flatMap((value, i) => (values.indexOf(value) !== i ? [i] : []));

/**
 * Checks of x-links bulk actions inside one file: bulkReferences(file) → [[pointer, reason]].
 * The properties they write belong to the target, so those are checked by validateBulkTargets.
 */
export function bulkReferences(file: ResourceFile): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const [name, link] of Object.entries(file['x-links'] ?? {})) {
    const bulk = link.bulk;
    if (!bulk) continue;
    const at = `/x-links/${name}/bulk`;
    // Only the owner's id is known when the rows are chosen on its page.
    const unknown = placeholders(bulk.POST).filter((placeholder) => placeholder !== 'id');
    if (unknown.length) problems.push([`${at}/POST`, `{${unknown.join('}, {')}} cannot be filled: use {id} (the owner) or none`]);
    for (const i of repeated(bulk.actions.map((action) => action.type))) problems.push([`${at}/actions/${i}/type`, `"${bulk.actions[i].type}" is declared twice`]);
    bulk.actions.forEach((action, i) => {
      const pointer = `${at}/actions/${i}`;
      const writes = action.field !== undefined || action.lookup !== undefined || action.clears !== undefined;
      if (action.kind === 'set' && action.field === undefined) problems.push([pointer, 'a set action needs the field it writes']);
      if (action.kind !== 'set' && writes) problems.push([pointer, `${action.kind} actions take no field, lookup or clears${action.kind === 'assign' ? ': their modes do' : ''}`]);
      if (action.kind === 'assign' && !action.modes?.length) problems.push([pointer, 'an assign action needs modes']);
      if (action.kind !== 'assign' && action.modes !== undefined) problems.push([`${pointer}/modes`, `${action.kind} actions have no modes`]);
      const modes = action.modes ?? [];
      for (const m of repeated(modes.map((mode) => mode.mode))) problems.push([`${pointer}/modes/${m}/mode`, `"${modes[m].mode}" is declared twice`]);
      modes.forEach((mode, m) => {
        if (mode.self && mode.lookup !== undefined) problems.push([`${pointer}/modes/${m}/lookup`, 'a self mode writes the caller\'s id: it offers no look-up']);
      });
    });
  }
  file['x-show']?.tabs?.forEach((tab, i) => {
    // A source is read by the associates route only: another kind would never ask for it.
    if (tab.from !== undefined && (tab.kind !== 'associates' || !tab.GET || !tab.items)) {
      problems.push([`/x-show/tabs/${i}/from`, 'only an associates tab with GET and items reads from a source']);
    }
  });
  return problems;
}
