import { hostLists } from '../lookups';
import type { FastifyInstance } from 'fastify';
import { SERVER_MODULES } from '../modules';
import { hashPassword } from '../passwords';
import { insertReferenceItem } from '../repositories/referenceItems';
import { runCommand } from '../repositories/runCommand';
import { saveRecord } from '../repositories/saveRecord';
import { insertUser } from '../repositories/users';
import { checkReferences } from '../routes/resources/checkReferences';
import { writePayload } from '../routes/resources/writePayload';
import { seedFormGroups } from './formGroupRows';
import { hostValues } from './hostValues';
import { seedLinks } from './linkRows';
import { seedMemberships } from './membershipRows';
import { referenceRows } from './referenceItems';
import { RESOURCE_ROWS, SEED_COMMANDS } from './resourceRows';
import { RELEASE_PLANS } from './releaseRows';
import { savePlanningEntry } from '../repositories/savePlanningEntry';
import { DEMO_USERS, OTHER_USERS } from './users';

/**
 * Fills a new database. The demo logins are always created (nobody could sign in otherwise); the
 * demo data only with demo=true. Rows pass the save route's validation and reference checks and go
 * through saveRecord, so the demo cannot hold a row the API would refuse; states a save cannot
 * write come from the resource's own commands (runCommand), as a user would reach them, after the
 * associations (attachLinks), since a closed record takes no new links. Then each server module adds
 * its part (ServerModule.seed: boards, relations, reports, the contracts' lifecycle), in the list's order.
 */
export async function seedDatabase(app: FastifyInstance, { password, demo }: { password: string; demo: boolean }) {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  const { db, resources } = app;
  await db.transaction(async () => {
    for (const [i, user] of DEMO_USERS.entries()) await insertUser(db, { ...user, passwordHash: hashes[i] });
    if (!demo) return;
    for (const user of OTHER_USERS) await insertUser(db, { ...user, passwordHash: null });
    for (const item of referenceRows(hostLists(resources))) await insertReferenceItem(db, item);
    await seedMemberships(db);
    const seeded = new Map<string, number[]>();
    // In the order RESOURCE_ROWS lists them, so rows naming another resource's rows (a contract's vendor) come after those.
    const order = Object.keys(RESOURCE_ROWS);
    const byRowOrder = [...resources].sort((a, b) => (order.indexOf(a.name) >>> 0) - (order.indexOf(b.name) >>> 0));
    for (const def of byRowOrder) {
      const ids: number[] = [];
      for (const row of RESOURCE_ROWS[def.name] ?? []) {
        const values = { ...writePayload(def, row, undefined), ...hostValues(def, row) };
        await checkReferences(db, resources, def, values);
        ids.push((await saveRecord(db, def, { values }, null)).id);
      }
      seeded.set(def.name, ids);
    }
    await seedLinks(db, resources, seeded);
    await seedPlans(db, resources, seeded);
    await seedFormGroups(db, resources, seeded);
    for (const def of resources) {
      const ids = seeded.get(def.name) ?? [];
      for (const [position, name] of SEED_COMMANDS[def.name] ?? []) {
        const command = def.actions?.commands?.[name];
        if (!command) throw new Error(`seed: ${def.name} has no x-actions command "${name}"`);
        await runCommand(db, def, command, ids[position], null);
      }
    }
    // Read before the modules seed (their usersOf answers at once): the seed adds no people after the ones above.
    const people = new Map<string, number[]>();
    for (const role of ['agent', 'admin']) {
      people.set(role, (await db.all<{ id: number }>('SELECT id FROM users WHERE role = ? ORDER BY id', [role])).map((u) => u.id));
    }
    const usersOf = (role: string) => people.get(role) ?? [];
    for (const module of SERVER_MODULES) await module.seed?.({ db, resources, seeded, usersOf });
  });
}

/** Build and test plans of the demo releases (RELEASE_PLANS), written as the planning popup writes them. */
async function seedPlans(db: FastifyInstance['db'], resources: FastifyInstance['resources'], seeded: Map<string, number[]>) {
  const release = resources.find((def) => def.name === 'release');
  if (!release?.planning) return;
  for (const [position, key, description] of RELEASE_PLANS) {
    const recordId = seeded.get('release')?.[position];
    if (recordId !== undefined) await savePlanningEntry(db, release, { recordId, key, title: null, description, removeFile: false }, null);
  }
}
