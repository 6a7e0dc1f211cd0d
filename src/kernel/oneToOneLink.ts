import type { LinkSpec } from './types';

/**
 * What keeps x-links/<name> from being a one-to-one link whose record the owner's read record carries
 * (what a linked-record tab shows and a detach item drops), or undefined when it is one.
 * oneToOneProblem(links, 'change', 'detach') → 'x-links/change has no detach'
 */
export function oneToOneProblem(links: Record<string, LinkSpec>, name: string | undefined, needs?: 'detach'): string | undefined {
  const link = name === undefined ? undefined : links[name];
  if (!link) return `"${name ?? ''}" is not in x-links`;
  if (link.max !== 1 || link.read === undefined) return `x-links/${name} needs "max": 1 and a "read" key`;
  return needs === 'detach' && !link.detach ? `x-links/${name} has no detach` : undefined;
}
