import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../passwords';
import { insertReferenceItem } from '../repositories/referenceItems';
import { saveRecord } from '../repositories/saveRecord';
import { insertUser } from '../repositories/users';
import { checkReferences } from '../routes/resources/checkReferences';
import { writePayload } from '../routes/resources/writePayload';
import { referenceRows } from './referenceItems';
import { RESOURCE_ROWS } from './resourceRows';
import { DEMO_USERS, OTHER_USERS } from './users';

/**
 * Fills a new database. The demo logins are always created (nobody could sign in otherwise); the
 * demo data only with demo=true. Rows pass the save route's validation and reference checks and go
 * through saveRecord, so the demo cannot hold a row the API would refuse.
 */
export async function seedDatabase(app: FastifyInstance, { password, demo }: { password: string; demo: boolean }) {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  const { db, resources } = app;
  db.transaction(() => {
    DEMO_USERS.forEach((user, i) => insertUser(db, { ...user, passwordHash: hashes[i] }));
    if (!demo) return;
    for (const user of OTHER_USERS) insertUser(db, { ...user, passwordHash: null });
    for (const item of referenceRows()) insertReferenceItem(db, item);
    for (const def of resources) {
      for (const row of RESOURCE_ROWS[def.name] ?? []) {
        const values = writePayload(def, row, undefined);
        checkReferences(db, resources, def, values);
        saveRecord(db, def, { values }, null);
      }
    }
  })();
}
