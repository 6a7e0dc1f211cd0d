/**
 * The CAB module: approval boards an administrator defines (cab.json, stored here) and runs on the
 * records whose flags ask its conditions (changes): routes, tables, the flags, the change list's
 * filters and level look-up, the demo's boards and the automatic reminders.
 */
import type { ServerModule } from '../modules/serverModule';
import { tableOf } from '../repositories/resourceTable';
import cabRoutes from '../routes/cab/index';
import cabApprovalRoutes from '../routes/cabApproval/index';
import { ensureCabApprovalTables, dropBoardsWithTheirChange } from './approvalTables';
import { approvedResource } from './approvedResource';
import { CAB_FLAG_CONDITIONS } from './cabFlags';
import { CAB_LIST_FILTERS } from './cabListFilters';
import { CAB_LOOKUPS } from './cabLookups';
import { ensureCabDefinitionTables, seedCabDefinitions } from './definitions';
import { sendDueReminders } from './reminders';

/** How often the server (one of its processes) looks for automatic reminders that are due. */
export const REMINDER_CHECK_MS = 60_000;

export const cabModule: ServerModule = {
  name: 'cab',
  stores: true,
  routes: async (app) => {
    await app.register(cabRoutes);
    await app.register(cabApprovalRoutes);
  },
  async tables(db, resources) {
    await ensureCabDefinitionTables(db);
    await ensureCabApprovalTables(db);
    const approved = approvedResource(resources);
    if (approved) await dropBoardsWithTheirChange(db, tableOf(approved));
  },
  flagConditions: CAB_FLAG_CONDITIONS,
  lookups: CAB_LOOKUPS,
  listFilters: CAB_LIST_FILTERS,
  seed: ({ db, usersOf }) => seedCabDefinitions(db, { agents: usersOf('agent'), admins: usersOf('admin') }),
  schedules(app) {
    const approved = approvedResource(app.resources);
    return approved ? [{ name: 'cab-reminders', periodMs: REMINDER_CHECK_MS, run: async (at) => {
      await sendDueReminders(app.db, approved, at);
    } }] : [];
  },
};
