/**
 * Demo associations, by row position: most problems hold a few assets and tickets, some none (so
 * the tabs' empty state shows too; a ticket is in one problem at most), and every third problem holds a change of its own. Changes hold
 * assets, tickets (one initiating, one causing), some a release and two tasks each. They are attached
 * through attachLinks, so each one is logged on the owner as the system's doing, before any record is closed.
 */
import type { SqlClient } from '../database/sqlClient';
import type { ResourceDefinition } from '../../src/kernel';
import { attachLinks } from '../repositories/linkRecords';
import { withAttributeLabel } from '../routes/links/attributeValue';
import { targetNames } from '../routes/links/targetNames';
import { CHANGE_ROWS } from './changeRows';
import { CONTRACT_ROWS } from './contractRows';
import { PROBLEM_ROWS } from './problemRows';
import { PRODUCT_ROWS } from './productRows';
import { RELEASE_ROWS, YEAR_RELEASES } from './releaseRows';
import { TASK_ROWS } from './taskRows';
import { TICKET_ROWS } from './ticketRows';

/** [owner resource, link, owner position, target positions, the link attribute's value when it has one] */
type SeedLink = [string, string, number, number[], string?];

const PROBLEM_LINKS = PROBLEM_ROWS.flatMap((_, i): SeedLink[] => [
  ...(i % 3 === 2 ? [] : [['problem', 'assets', i, [(i * 3) % 60, (i * 3 + 1) % 60]] as SeedLink]),
  // A ticket is in one problem at most (the ticket panel's rule): problem i takes tickets 2i and 2i + 1, the skipped ones stay free.
  ...(i % 4 === 3 || i >= 15 ? [] : [['problem', 'tickets', i, [2 * i, 2 * i + 1]] as SeedLink]),
  ...(i % 3 === 0 ? [['problem', 'change', i, [i / 3]] as SeedLink] : []),
]);

/** Tasks belong to one change each: task k to change (k * 3) % 24, so every third change has two. */
const TASK_CHANGE = (k: number) => (k * 3) % 24;

const CHANGE_LINKS = CHANGE_ROWS.flatMap((_, i): SeedLink[] => [
  ...(i % 2 === 1 ? [] : [['change', 'assets', i, [(i * 2 + 5) % 60, (i * 2 + 6) % 60]] as SeedLink]),
  ...(i % 3 === 2 ? [] : [['change', 'tickets', i, [(i + 3) % 30], 'initiating'] as SeedLink, ['change', 'tickets', i, [(i + 17) % 30], 'causing'] as SeedLink]),
  ...(i % 3 === 1 ? [['change', 'release', i, [i % YEAR_RELEASES]] as SeedLink] : []),
  ['change', 'tasks', i, TASK_ROWS.map((_, k) => k).filter((k) => TASK_CHANGE(k) === i)],
]);

/**
 * Tickets, releases and contracts hold assets too (the asset page's associated tabs): two of three
 * tickets one asset, every release and contract two. Assets at positions 2, 5, 8, ... hold no problem,
 * so their page starts without that tab.
 */
const ASSET_HOLDER_LINKS: SeedLink[] = [
  ...TICKET_ROWS.flatMap((_, i): SeedLink[] => (i % 3 === 2 ? [] : [['ticket', 'assets', i, [(i * 2) % 60]]])),
  ...RELEASE_ROWS.map((_, i): SeedLink => ['release', 'assets', i, [(i * 4) % 60, (i * 4 + 1) % 60]]),
  ...CONTRACT_ROWS.map((_, i): SeedLink => ['contract', 'assets', i, [(i * 5) % 60, (i * 5 + 1) % 60]]),
];

/** Products hold one or two of the 40 seeded vendors (the first ten have none besides, so attach dialogs have choices). */
const PRODUCT_LINKS: SeedLink[] = PRODUCT_ROWS.map((_, i): SeedLink => ['product', 'vendors', i, i % 3 === 2 ? [i % 40] : [i % 40, (i + 13) % 40]]);

export const SEED_LINKS: SeedLink[] = [...PROBLEM_LINKS, ...CHANGE_LINKS, ...ASSET_HOLDER_LINKS, ...PRODUCT_LINKS];

/** Runs SEED_LINKS against the ids the rows got (seeded: resource → ids by position); a server started on fewer resource files skips the rest. */
export async function seedLinks(db: SqlClient, resources: ResourceDefinition[], seeded: Map<string, number[]>): Promise<void> {
  for (const [ownerName, name, position, targets, attribute] of SEED_LINKS) {
    const owner = resources.find((def) => def.name === ownerName);
    if (!owner) continue;
    const link = owner.links[name];
    if (!link) throw new Error(`seed: ${ownerName} has no x-links entry "${name}"`);
    // A file that narrows the link (max) narrows the demo too.
    const targetIds = targets.map((target) => seeded.get(link.resource)?.[target]).filter((id): id is number => id !== undefined)
      .slice(0, link.max);
    const ownerId = seeded.get(ownerName)?.[position];
    if (ownerId === undefined || !targetIds.length) continue;
    const nameOf = withAttributeLabel(link, await targetNames(db, resources, link, targetIds), attribute);
    await attachLinks(db, { owner, link, ownerId, targetIds, nameOf, userId: null, attribute });
  }
}
