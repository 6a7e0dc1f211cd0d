/**
 * Every look-up a resource file names, wherever it names one (a property's x-ref, a filter, a link, a
 * bulk write, a command input), must be one the server answers: a name of the look-up table, asked
 * only with the context parameters it accepts, or a dependent look-up's URL template.
 */
import { lookupNameOf, type Lookup, type NamedFile } from '../src/kernel';

const DEPENDENCY = /\/api\/dependency\/[^/?]+(\?.*)?$/;

/** "lookup" values and x-ref "names" with their JSON pointers, anywhere in a file. */
function namedLookups(value: unknown, pointer: string, found: Array<{ at: string; url?: string; name?: string }>) {
  if (Array.isArray(value)) value.forEach((item, i) => { namedLookups(item, `${pointer}/${i}`, found); });
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'lookup' && typeof inner === 'string') found.push({ at, url: inner });
      else if (key === 'names' && typeof inner === 'string' && pointer.endsWith('/x-ref')) found.push({ at, name: inner });
      else namedLookups(inner, at, found);
    }
  }
  return found;
}

function useProblem(table: Record<string, Lookup>, dependent: (template: string) => boolean, use: { url?: string; name?: string }): string | undefined {
  if (use.name !== undefined) return Object.hasOwn(table, use.name) ? undefined : `"${use.name}" is no look-up`;
  const url = use.url ?? '';
  if (!DEPENDENCY.test(url)) return dependent(url) ? undefined : `"${url}" is neither /api/dependency/{name} nor a dependent look-up the server answers`;
  const name = lookupNameOf(url);
  if (!Object.hasOwn(table, name)) return `"${name}" is no look-up (a resource file's x-lookups name, a resource's own name, or schemas/host/lookups.json)`;
  const params = [...new URLSearchParams(url.split('?')[1] ?? '').keys()];
  const refused = params.find((param) => !(table[name].context ?? []).includes(param));
  return refused === undefined ? undefined : `the look-up ${name} takes no parameter "${refused}"`;
}

/** lookupUseProblems(files, table, isDependent) → ['schemas/asset.json /properties/location_id/x-ref/lookup: "places" is no look-up ...']. */
export function lookupUseProblems(files: NamedFile[], table: Record<string, Lookup>, dependent: (template: string) => boolean): string[] {
  return files.flatMap(({ fileName, file }) => namedLookups(file, '', []).flatMap((use) => {
    const problem = useProblem(table, dependent, use);
    return problem ? [`${fileName} ${use.at}: ${problem}`] : [];
  }));
}
