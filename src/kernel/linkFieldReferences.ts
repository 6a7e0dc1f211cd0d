import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

/**
 * Checks of x-link properties (an order's item_ids written as the set of its "items" link):
 * linkFieldReferences(file) → [[pointer, reason]]. The value is a list of target ids offered by a
 * multiple look-up, so anything else could never be written or shown.
 */
export function linkFieldReferences(file: ResourceFile): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const [name, schema] of Object.entries(file.properties)) {
    const link = schema['x-link'];
    if (link === undefined) continue;
    const at = `/properties/${name}`;
    const spec = file['x-links']?.[link];
    // A save holding more ids than x-links max is refused by the server, as an attach would be.
    if (!spec) problems.push([`${at}/x-link`, `"${link}" is not in x-links`]);
    if (schema.type !== 'array' || !schema['x-ref']?.multiple) problems.push([at, 'an x-link property is a list of ids: type "array" with x-ref.multiple']);
    if (schema.readOnly) problems.push([`${at}/readOnly`, 'an x-link property is written: drop readOnly']);
    // The read record must carry the ids somewhere else than under the name, or the form could not tell them from a column.
    if (schema['x-read'] === undefined) problems.push([at, 'say where the read record carries the linked records: x-read "<key>.id"']);
  }
  return problems;
}
