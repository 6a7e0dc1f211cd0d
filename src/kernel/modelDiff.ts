/**
 * What changed between two versions of the model, file by file, in the words an administrator reads
 * in the history and before an apply: properties added, removed or changed (with the keywords that
 * changed), and the file's other keywords, one level deep (x-list/columns, x-resource/label).
 * Files are the parsed JSON by path ('vendor.json', 'host/lookups.json').
 */
export interface FileChange {
  file: string;
  change: 'added' | 'removed' | 'changed';
  properties: { added: string[]; removed: string[]; changed: Array<{ name: string; keywords: string[] }> };
  keywords: { added: string[]; removed: string[]; changed: string[] };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const keysOf = (...values: unknown[]) => [...new Set(values.flatMap((value) => (isObject(value) ? Object.keys(value) : [])))];

/** The keys of two objects sorted into added, removed and changed. */
function compareKeys(before: Json, after: Json, keys = keysOf(before, after)) {
  const added = keys.filter((key) => !(key in before) && key in after);
  const removed = keys.filter((key) => key in before && !(key in after));
  const changed = keys.filter((key) => key in before && key in after && !same(before[key], after[key]));
  return { added, removed, changed };
}

function fileChange(file: string, before: Json, after: Json): FileChange {
  const props = compareKeys(isObject(before.properties) ? before.properties : {}, isObject(after.properties) ? after.properties : {});
  const properties = {
    added: props.added,
    removed: props.removed,
    changed: props.changed.map((name) => {
      const [a, b] = [(before.properties as Json)[name], (after.properties as Json)[name]];
      return { name, keywords: isObject(a) && isObject(b) ? Object.values(compareKeys(a, b)).flat() : [] };
    }),
  };
  const keywords: FileChange['keywords'] = { added: [], removed: [], changed: [] };
  for (const key of keysOf(before, after).filter((name) => name !== 'properties')) {
    const [a, b] = [before[key], after[key]];
    // One level down when both sides are objects: x-list/columns says more than x-list.
    const inner = isObject(a) && isObject(b) ? compareKeys(a, b) : undefined;
    const named = (names: string[]) => names.map((name) => `${key}/${name}`);
    if (inner) {
      keywords.added.push(...named(inner.added));
      keywords.removed.push(...named(inner.removed));
      keywords.changed.push(...named(inner.changed));
    } else if (!(key in before)) keywords.added.push(key);
    else if (!(key in after)) keywords.removed.push(key);
    else if (!same(a, b)) keywords.changed.push(key);
  }
  return { file, change: 'changed', properties, keywords };
}

/** The changed files of two models, in the order of the newer one, then the removed ones. */
export function modelDiff(before: Record<string, unknown>, after: Record<string, unknown>): FileChange[] {
  const empty = { properties: { added: [], removed: [], changed: [] }, keywords: { added: [], removed: [], changed: [] } };
  const changes: FileChange[] = [];
  for (const [file, value] of Object.entries(after)) {
    if (!(file in before)) changes.push({ file, change: 'added', ...empty, properties: { ...empty.properties, added: keysOf(isObject(value) ? value.properties : undefined) } });
    else if (!same(before[file], value)) changes.push(fileChange(file, isObject(before[file]) ? before[file] : {}, isObject(value) ? value : {}));
  }
  for (const file of Object.keys(before)) if (!(file in after)) changes.push({ file, change: 'removed', ...empty });
  return changes;
}

const list = (one: string, many: string, names: string[], done: string) => (names.length ? [`${names.length === 1 ? one : many} ${names.join(', ')} ${done}`] : []);

/**
 * One line a person reads: 'vendor.json: property phone added; x-list/columns changed. location.json
 * added.' — 'No change.' when nothing differs (a file laid out anew).
 */
export function describeModelDiff(changes: FileChange[]): string {
  if (!changes.length) return 'No change.';
  return changes.map(({ file, change, properties, keywords }) => {
    if (change !== 'changed') return `${file} ${change}.`;
    const parts = [
      ...list('property', 'properties', properties.added, 'added'),
      ...list('property', 'properties', properties.removed, 'removed'),
      ...properties.changed.map(({ name, keywords: changed }) => `property ${name} changed${changed.length ? ` (${changed.join(', ')})` : ''}`),
      ...list('keyword', 'keywords', keywords.added, 'added'),
      ...list('keyword', 'keywords', keywords.removed, 'removed'),
      ...list('keyword', 'keywords', keywords.changed, 'changed'),
    ];
    return `${file}: ${parts.join('; ')}.`;
  }).join(' ');
}
