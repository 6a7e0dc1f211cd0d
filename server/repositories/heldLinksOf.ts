import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import { prepared } from '../sql';
import { heldLinks } from './recordLinks';
import { holdsVia, viaLinkOf } from './viaLinks';

/**
 * The names of a record's links that hold something, its inverse links included (those hold the
 * record as the target of another record's link): heldLinksOf(db, item, 5) → Set { 'orders' }.
 */
export function heldLinksOf(db: Database, def: ResourceDefinition, id: number): Set<string> {
  const held = heldLinks(db, def.name, id);
  for (const link of Object.values(def.links)) {
    const via = viaLinkOf(link);
    if (via && holdsVia(db, via, id)) held.add(link.name);
  }
  const inverse = Object.values(def.links).filter((link) => link.inverse !== undefined);
  if (!inverse.length) return held;
  const found = prepared(db, 'SELECT DISTINCT owner, link FROM record_links WHERE target = ? AND target_id = ?').all(def.name, id) as Array<{ owner: string; link: string }>;
  const pairs = new Set(found.map((row) => `${row.owner}.${row.link}`));
  for (const link of inverse) if (pairs.has(`${link.resource}.${link.inverse}`)) held.add(link.name);
  return held;
}
