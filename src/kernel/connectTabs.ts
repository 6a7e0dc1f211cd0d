import type { ResourceDefinition } from './defineResource';

/**
 * connectTabs(definitions) fills in each definition's tabRecords, in place, once the links know their
 * targets: a links tab lists its link's target, an associates tab the resource it reads from (a
 * vendor's contracts), a timeline the record's own versions; replies and overrides list no resource.
 */
export function connectTabs(definitions: ResourceDefinition[]): void {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  for (const owner of definitions) {
    owner.tabRecords = (owner.show.tabs ?? []).map((tab) => {
      if (tab.kind === 'links' || tab.kind === 'linked-record') return owner.links[tab.link ?? '']?.target;
      if (tab.kind === 'timeline') return owner;
      if (tab.kind === 'associates' && typeof tab.from === 'object') return byName.get(tab.from.resource);
      return undefined;
    });
  }
}
