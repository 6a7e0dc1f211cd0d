/** Reads a dotted path: getPath({ data: { total: 3 } }, 'data.total') === 3. */
export function getPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Writes a dotted path, creating objects on the way: setPath({}, 'a.b', 1) gives { a: { b: 1 } }. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

/** Fills {placeholders} of an endpoint: fillUrl('/x/{id}', { id: 7 }) === '/x/7'. Values are URI-encoded. */
export function fillUrl(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (values[key] === undefined) throw new Error(`${template}: no value for {${key}}`);
    return encodeURIComponent(String(values[key]));
  });
}
