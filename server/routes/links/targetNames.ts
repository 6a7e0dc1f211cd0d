import type { LinkDefinition, ResourceDefinition } from '../../../src/kernel';
import type { SqlClient } from '../../database/sqlClient';
import { lookupNamed, type LookupSource } from '../../lookups';
import { lookupNames } from '../../repositories/lookupItems';

/** Where a target's name is read: the link's look-up when it reads the target's rows, else the target's recordRepresentation. */
function nameSource(resources: ResourceDefinition[], link: LinkDefinition): LookupSource {
  const source = link.lookup ? lookupNamed(resources, link.lookup)?.source : undefined;
  if (source?.from === 'resource' && source.resource === link.resource) return source;
  return { from: 'resource', resource: link.resource, name: link.target?.recordRepresentation ?? 'id' };
}

/**
 * How the owner's activity log names targets, read once before the change (so a detached target
 * keeps its name in the log): (await targetNames(db, resources, assetsLink, [1]))(1) === 'AST-0001 Dell Latitude 7440'.
 */
export async function targetNames(db: SqlClient, resources: ResourceDefinition[], link: LinkDefinition, ids: number[]): Promise<(id: number) => string> {
  const names = await lookupNames(db, resources, nameSource(resources, link), ids);
  return (id) => names.get(id) || `#${id}`;
}
