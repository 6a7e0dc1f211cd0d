/**
 * lazyMethods<LinkMethods>({ linked: true, ... }, () => import('./linkMethods').then(...)): a family's
 * data-provider methods whose code loads at the first call, so the first screen does not carry the
 * mappers of families it never calls. `names` lists every method (the type checks it is complete);
 * a failed load is tried again at the next call.
 */
export function lazyMethods<M extends object>(names: Record<keyof M, true>, load: () => Promise<M>): M {
  let family: Promise<M> | undefined;
  const loaded = () => (family ??= load().catch((error: unknown) => { family = undefined; throw error; }));
  return Object.fromEntries(Object.keys(names).map((name) => [name, async (...args: unknown[]) => {
    const methods = await loaded();
    return (methods[name as keyof M] as (...params: unknown[]) => unknown)(...args);
  }])) as M;
}
