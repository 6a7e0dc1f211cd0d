import type { ResourceDefinition } from './defineResource';
import { connectReferences } from './connectReferences';
import { connectTabs } from './connectTabs';
import { connectContext } from './saveContext';
import type { LinkSpec, ListFilter } from './types';

type Filter = ResourceDefinition['filters'][number];

/** An x-links entry made ready to use: its name and, once connected, the target's definition. */
export interface LinkDefinition extends LinkSpec {
  name: string;
  /** The target resource (connectLinks fills it in once every file is defined). */
  target?: ResourceDefinition;
  /** The target's x-list filter that lists the linked rows when the link has no list of its own. */
  targetFilter?: Filter;
}

/** Which link a filter follows, and from which side of it. */
export interface FilterLink {
  /** The resource declaring the link in x-links. */
  owner: string;
  name: string;
  /** owner: the filtered rows own the link (problems by asset ids); target: they are linked to (assets by problem ids). */
  side: 'owner' | 'target';
  /** The rows NOT linked to the values instead (a picker's exclude filter). */
  exclude?: boolean;
}

/**
 * filterLink('item', { link: 'order.items' }) → { owner: 'order', name: 'items', side: 'target' };
 * filterLink('order', { link: 'items' }) → { owner: 'order', name: 'items', side: 'owner' }.
 */
export function filterLink(resource: string, filter: Pick<ListFilter, 'link' | 'exclude'>): FilterLink | undefined {
  if (!filter.link) return undefined;
  const [owner, name] = filter.link.includes('.') ? filter.link.split('.') : [resource, filter.link];
  return { owner, name, side: filter.link.includes('.') ? 'target' : 'owner', ...(filter.exclude ? { exclude: true } : {}) };
}

/** The target's filter naming owner.link, if the target declares one. */
export const targetFilterOf = (owner: string, name: string, target: ResourceDefinition): Filter | undefined =>
  target.filters.find((filter) => filter.link === `${owner}.${name}` && !filter.exclude);

/** A link kept in the target's property (via): the target's ids filter on that property. */
export const viaFilterOf = (via: string, target: ResourceDefinition): Filter | undefined =>
  target.filters.find((filter) => filter.field === via && !filter.link && !filter.exclude);

/** An inverse link's rows are the targets whose own link holds the record: the target's filter on that link of its own. */
export const inverseFilterOf = (inverse: string, target: ResourceDefinition): Filter | undefined =>
  target.filters.find((filter) => filter.link === inverse && !filter.exclude);

/**
 * connectLinks(definitions) points every link at its target's definition and the target's filter,
 * in place, once, right after defineResource (the definitions refer to each other, so they cannot
 * be built one file at a time). A link to a resource that is not loaded stays unconnected; the
 * loader's validateLinks reports it.
 */
export function connectLinks(definitions: ResourceDefinition[]): ResourceDefinition[] {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  for (const owner of definitions) {
    for (const link of Object.values(owner.links)) {
      link.target = byName.get(link.resource);
      link.targetFilter = link.target && (link.via !== undefined ? viaFilterOf(link.via, link.target)
        : link.inverse !== undefined ? inverseFilterOf(link.inverse, link.target) : targetFilterOf(owner.name, link.name, link.target));
    }
  }
  // Save contexts name links, so they are connected once the links are.
  connectContext(definitions);
  // Add-new buttons (x-ref.create) open another resource's form.
  connectReferences(definitions);
  // A tab's cells show as the properties of the records it lists.
  connectTabs(definitions);
  return definitions;
}
