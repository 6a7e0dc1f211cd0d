import { lookupNameOf, type ResourceFile } from '../src/kernel';

interface Declared {
  order: 'model' | 'name';
  /** "file pointer" of the first property that declared it. */
  at: string;
}

/**
 * How each look-up orders its options, from the properties that name it (x-ref.order, default name),
 * and the declarations that disagree: the server answers one order per look-up, whoever asks.
 * lookupOrders([{ fileName, file: release }]).orders.get('release_statuses') === 'model'
 */
export function lookupOrders(files: Array<{ fileName: string; file: ResourceFile }>): { orders: Map<string, 'model' | 'name'>; problems: string[] } {
  const declared = new Map<string, Declared>();
  const problems: string[] = [];
  for (const { fileName, file } of files) {
    for (const [name, schema] of Object.entries(file.properties)) {
      const ref = schema['x-ref'];
      // A dependsOn look-up answers one record's items, in the order that record keeps them.
      if (!ref || ref.dependsOn !== undefined) continue;
      const lookup = lookupNameOf(ref.lookup);
      const at = `${fileName} /properties/${name}/x-ref/order`;
      const order = ref.order ?? 'name';
      const first = declared.get(lookup);
      if (!first) declared.set(lookup, { order, at });
      else if (first.order !== order) problems.push(`${at}: the look-up ${lookup} is ordered by ${first.order} at ${first.at}; every property naming it declares the same order`);
    }
  }
  return { orders: new Map([...declared].map(([lookup, { order }]) => [lookup, order])), problems };
}
