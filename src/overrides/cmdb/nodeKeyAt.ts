/** Our key of a drawn map node ('n12'), from the element clicked or one inside it; either renderer marks its nodes with data-node. */
export function nodeKeyAt(target: EventTarget | null): string | undefined {
  const node = target instanceof Element ? target.closest('g.node') : null;
  return node?.getAttribute('data-node') ?? undefined;
}
