import { headerKey } from './headerKey';
import type { ResourceFile } from './types';
import type { FileProblem } from './fileProblem';

const placeholders = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** Which x-import URLs name the import ({id}) and which must not (the upload and the submit carry it in the body). */
const URLS = [
  { op: 'upload', method: 'POST', id: false },
  { op: 'mapping', method: 'GET', id: true },
  { op: 'submit', method: 'POST', id: false },
  { op: 'discard', method: 'DELETE', id: true },
  { op: 'tracking', method: 'GET', id: true },
  { op: 'failed', method: 'GET', id: true },
] as const;

/**
 * Checks of x-import the meta-schema cannot express: importReferences(file) → [[pointer, reason]].
 * The key must be a writable property stored as text or a number, since rows are matched by its value.
 */
export function importReferences(file: ResourceFile): FileProblem[] {
  const spec = file['x-import'];
  if (!spec) return [];
  const problems: FileProblem[] = [];
  for (const { op, method, id } of URLS) {
    const url = (spec[op] as Record<string, string>)[method];
    const names = placeholders(url);
    if (id && !names.includes('id')) problems.push([`/x-import/${op}/${method}`, `${url} has no {id} placeholder`]);
    const stray = names.filter((name) => !id || name !== 'id');
    if (stray.length) problems.push([`/x-import/${op}/${method}`, `${url}: {${stray[0]}} cannot be filled`]);
  }
  if (spec.key !== undefined) {
    const key = file.properties[spec.key];
    if (!key) problems.push(['/x-import/key', `"${spec.key}" names no property`]);
    else if (key.readOnly || !['string', 'integer'].includes(String(key.type)) || key['x-ref']) {
      problems.push(['/x-import/key', `"${spec.key}" must be a writable text or integer property that is no reference`]);
    }
  }
  // A synonym names a property a row writes, and one name leads to one property only.
  const claimed = new Map<string, string>();
  for (const [name, synonyms] of Object.entries(spec.synonyms ?? {})) {
    const property = file.properties[name];
    if (!property) problems.push([`/x-import/synonyms/${name}`, `"${name}" names no property`]);
    else if (property.readOnly) problems.push([`/x-import/synonyms/${name}`, `"${name}" is read-only: no column is imported into it`]);
    synonyms.forEach((synonym, i) => {
      const key = headerKey(synonym);
      const other = claimed.get(key);
      if (other !== undefined && other !== name) problems.push([`/x-import/synonyms/${name}/${i}`, `"${synonym}" is a synonym of "${other}" already`]);
      claimed.set(key, name);
    });
  }
  return problems;
}
