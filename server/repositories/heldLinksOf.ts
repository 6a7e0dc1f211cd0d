import type { ResourceDefinition } from '../../src/kernel';
import type { SqlClient } from '../database/sqlClient';
import { heldLinks } from './recordLinks';
import { holdsVia, viaLinkOf } from './viaLinks';

/**
 * The names of a record's links that hold something, its inverse links included (those hold the
 * record as the target of another record's link): heldLinksOf(db, item, 5) → Set { 'orders' }.
 */
export async function heldLinksOf(db: SqlClient, def: ResourceDefinition, id: number): Promise<Set<string>> {
  const held = await heldLinks(db, def.name, id);
  for (const link of Object.values(def.links)) {
    const via = viaLinkOf(link);
    if (via && await holdsVia(db, via, id)) held.add(link.name);
  }
  const inverse = Object.values(def.links).filter((link) => link.inverse !== undefined);
  if (!inverse.length) return held;
  const found = await db.all<{ owner: string; link: string }>('SELECT DISTINCT owner, link FROM record_links WHERE target = ? AND target_id = ?', [def.name, id]);
  const pairs = new Set(found.map((row) => `${row.owner}.${row.link}`));
  for (const link of inverse) if (pairs.has(`${link.resource}.${link.inverse}`)) held.add(link.name);
  return held;
}
