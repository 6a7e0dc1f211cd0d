/**
 * Demo associations, by row position: most problems hold a few assets and tickets, some none (so
 * the tabs' empty state shows too), and every third problem holds a change of its own. They are attached through attachLinks, so each one is logged on
 * the problem as the system's doing, before any problem is closed.
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/engine/schema/defineResource';
import { attachLinks } from '../repositories/linkRecords';
import { targetNames } from '../routes/links/targetNames';
import { PROBLEM_ROWS } from './problemRows';

/** [owner resource, link, owner position, target positions] */
type SeedLink = [string, string, number, number[]];

export const SEED_LINKS: SeedLink[] = PROBLEM_ROWS.flatMap((_, i): SeedLink[] => [
  ...(i % 3 === 2 ? [] : [['problem', 'assets', i, [(i * 3) % 60, (i * 3 + 1) % 60]] as SeedLink]),
  ...(i % 4 === 3 ? [] : [['problem', 'tickets', i, [i % 30, (i + 7) % 30]] as SeedLink]),
  ...(i % 3 === 0 ? [['problem', 'change', i, [i / 3]] as SeedLink] : []),
]);

/** Runs SEED_LINKS against the ids the rows got (seeded: resource → ids by position); a server started on fewer resource files skips the rest. */
export function seedLinks(db: Database, resources: ResourceDefinition[], seeded: Map<string, number[]>): void {
  for (const [ownerName, name, position, targets] of SEED_LINKS) {
    const owner = resources.find((def) => def.name === ownerName);
    if (!owner) continue;
    const link = owner.links[name];
    if (!link) throw new Error(`seed: ${ownerName} has no x-links entry "${name}"`);
    // A file that narrows the link (max) narrows the demo too.
    const targetIds = targets.map((target) => seeded.get(link.resource)?.[target]).filter((id): id is number => id !== undefined)
      .slice(0, link.max);
    const ownerId = seeded.get(ownerName)?.[position];
    if (ownerId === undefined || !targetIds.length) continue;
    attachLinks(db, { owner, link, ownerId, targetIds, nameOf: targetNames(db, resources, link, targetIds), userId: null });
  }
}
