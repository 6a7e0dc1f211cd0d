import type { LinkDefinition } from './connectLinks';
import type { ResourceDefinition } from './defineResource';
import type { SaveContext } from './types';

/** One x-api.save.context parameter made ready to use. */
export interface ContextDefinition extends SaveContext {
  param: string;
  /** The x-links entry joining the new record and the named one (the owner's, or the saved resource's own), once connected. */
  via?: LinkDefinition;
  /** The resource of the record the parameter names: the owner, or the own link's target, once connected. */
  record?: ResourceDefinition;
}

/**
 * connectContext(definitions) fills in every save context's link and named resource, in place;
 * connectLinks calls it once the links know their targets. One that names nothing loaded stays
 * unconnected (validateLinkedRecords reports it).
 */
export function connectContext(definitions: ResourceDefinition[]): void {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  for (const def of definitions) {
    for (const context of Object.values(def.context)) {
      const owner = context.owner === undefined ? def : byName.get(context.owner);
      context.via = owner?.links[context.link];
      context.record = context.owner === undefined ? context.via?.target : owner;
    }
  }
}

/**
 * The target's context parameter that names a record of `owner` holding `link`: the one attach-new sends.
 * The target may name it through its own side of the link instead (a problem created with ticket_id
 * attaches the ticket through problem.tickets, the inverse of ticket.problem).
 */
export function contextNaming(owner: ResourceDefinition, link: string): ContextDefinition | undefined {
  const own = owner.links[link];
  return Object.values(own?.target?.context ?? {}).find((context) => (context.owner === owner.name && context.link === link)
    || (context.owner === undefined && own?.inverse !== undefined && context.link === own.inverse));
}

/** createLinkedContext(problem, 'change', 4) → { problem_id: '4' }: what a create of the link's target sends to name this record; undefined without a create page or a context. */
export function createLinkedContext(owner: ResourceDefinition, link: string, id: string | number): Record<string, string> | undefined {
  const context = contextNaming(owner, link);
  if (!owner.links[link]?.target?.routes.create || !context) return undefined;
  return { [context.param]: String(id) };
}

/** createLinkedPath(problem, 'change', 4) === '/service-desk/changes/create?problem_id=4'; undefined without a create page or a context. */
export function createLinkedPath(owner: ResourceDefinition, link: string, id: string | number): string | undefined {
  const context = createLinkedContext(owner, link, id);
  return context && `${owner.links[link].target!.routes.create}?${new URLSearchParams(context)}`;
}

/** contextFrom(change, new URLSearchParams('problem_id=4&x=1')) → { problem_id: '4' }: the declared parameters a create page was opened with. */
export function contextFrom(def: ResourceDefinition, search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(Object.keys(def.context).filter((param) => search.get(param)).map((param) => [param, search.get(param)!]));
}

/**
 * Where a create opened from a record returns, and what that record is called (none when its context says goto afterCreate):
 * contextReturn(invoice, { order_id: '4' }) → { path: '/shop/order/4/show', title: 'order' }.
 */
export function contextReturn(def: ResourceDefinition, context: Record<string, string>): { path: string; title: string } | undefined {
  for (const [param, id] of Object.entries(context)) {
    // goto afterCreate: such a create leaves as any create does (a release made from a change goes to the release list).
    if (def.context[param]?.goto === 'afterCreate') continue;
    const record = def.context[param]?.record;
    if (record?.routes.show) return { path: record.routes.show(id), title: record.title };
  }
  return undefined;
}
