/**
 * Every look-up the server answers at /api/dependency/{name}, read from the model alone: each resource
 * file's x-lookups (or its one default look-up, named after it), the host's people and fixed lists
 * (schemas/host/lookups.json), and the look-ups server modules answer from their own tables. The problems name the file and pointer of what would fail at run time.
 */
import { lookupDeclarations } from './lookupDeclarations';
import type { NamedFile } from './validateLinks';
import type { LookupDeclaration, ResourceFile, Role } from './types';

export type LookupSource =
  | { from: 'users'; roles?: Role[] }
  | { from: 'resource'; resource: string; name: string | string[]; meta?: string[] }
  | { from: 'items'; kind: string }
  /** A table or view of a server module with id and name columns (the CAB module's cab_level_names). */
  | { from: 'table'; table: string };

export interface Lookup {
  source: LookupSource;
  /** The integer query parameters the look-up accepts. */
  context?: string[];
  /** Leave out what the link `link` of the `owner` record whose id is the query parameter `param` holds. */
  exclude?: { owner: string; link: string; param: string };
}

export type ListItem = string | { name: string; [extra: string]: unknown };

/** schemas/host/lookups.json as read. */
export interface HostLookups {
  people: Record<string, { roles?: Role[] }>;
  lists: Record<string, ListItem[]>;
}

export const HOST_LOOKUPS_FILE = 'host/lookups.json';

const labelOf = (file: ResourceFile, declared: LookupDeclaration) =>
  declared.label ?? file['x-resource'].recordRepresentation ?? 'name';

function declarationProblems(files: NamedFile[], { fileName, file }: NamedFile, declared: LookupDeclaration, at: string): string[] {
  const problems: string[] = [];
  const known = (name: string) => name === 'id' || Object.hasOwn(file.properties, name);
  const label = labelOf(file, declared);
  (Array.isArray(label) ? label : [label]).forEach((name, i) => {
    if (!known(name)) problems.push(`${fileName} ${at}/label${Array.isArray(label) ? `/${i}` : ''}: "${name}" names no property`);
  });
  (declared.meta ?? []).forEach((name, i) => { if (!known(name)) problems.push(`${fileName} ${at}/meta/${i}: "${name}" names no property`); });
  const exclude = declared.exclude;
  if (exclude) {
    const owner = files.find((other) => other.file.$id === exclude.owner)?.file;
    if (!owner) problems.push(`${fileName} ${at}/exclude/owner: "${exclude.owner}" is not a resource file`);
    else if (owner['x-links']?.[exclude.link]?.resource !== file.$id) {
      problems.push(`${fileName} ${at}/exclude/link: "${exclude.link}" is no x-links entry of ${exclude.owner} targeting ${file.$id}`);
    }
    if (!(declared.context ?? []).includes(exclude.param)) problems.push(`${fileName} ${at}/exclude/param: "${exclude.param}" is not in its context`);
  }
  return problems;
}

/** lookupTable(files, host).table.asset_types.source → { from: 'resource', resource: 'asset-type', name: 'name', meta: [...] }. */
export function lookupTable(files: NamedFile[], host: { fileName: string; lookups: HostLookups }, modules: Record<string, Lookup> = {}):
  { table: Record<string, Lookup>; problems: string[] } {
  const table: Record<string, Lookup> = {};
  const where = new Map<string, string>();
  const problems: string[] = [];
  const add = (name: string, lookup: Lookup, at: string) => {
    const first = where.get(name);
    if (first) problems.push(`${at}: the look-up "${name}" is declared at ${first} already`);
    else {
      where.set(name, at);
      table[name] = lookup;
    }
  };
  for (const [name, { roles }] of Object.entries(host.lookups.people)) add(name, { source: { from: 'users', roles } }, `${host.fileName} /people/${name}`);
  for (const name of Object.keys(host.lookups.lists)) add(name, { source: { from: 'items', kind: name } }, `${host.fileName} /lists/${name}`);
  for (const [name, lookup] of Object.entries(modules)) add(name, lookup, `the server module look-up ${name}`);
  for (const named of files) {
    lookupDeclarations(named.file).forEach((declared, i) => {
      const at = named.file['x-lookups'] ? `/x-lookups/${i}` : '/$id';
      const found = declarationProblems(files, named, declared, at);
      problems.push(...found);
      const source: LookupSource = { from: 'resource', resource: named.file.$id, name: labelOf(named.file, declared), meta: declared.meta };
      add(declared.name, { source, context: declared.context, exclude: declared.exclude }, `${named.fileName} ${at}`);
    });
  }
  return { table, problems };
}
