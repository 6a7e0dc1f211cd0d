/**
 * A function of an object (a resource definition, a command) worked out once per object: the
 * definitions live as long as the server, and per-row paths (an import) ask the same thing each row.
 * const writable = memoised((def: ResourceDefinition) => columnFields(def).filter(...));
 */
export function memoised<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}
