/**
 * The contracts module: the contract lifecycle (x-store.lifecycle "contract") with its flags, the
 * list's approver filter, its public approval routes and version history, its tables, the demo's
 * walk through the lifecycle and the schedule moving contracts by the clock.
 */
import { lifecycleResource } from '../modules/moduleResource';
import type { ServerModule } from '../modules/serverModule';
import { tableOf } from '../repositories/resourceTable';
import contractRoutes, { CONTRACT_LIFECYCLE_NAME } from '../routes/contracts/index';
import { now } from '../time';
import { CONTRACT_FLAG_CONDITIONS } from './contractFlags';
import { CONTRACT_LIFECYCLE } from './contractLifecycle';
import { CONTRACT_LIST_FILTERS } from './contractListFilters';
import { runContractSchedule } from './contractSchedule';
import { ensureContractTables } from './contractTables';
import { seedContracts } from './seedContracts';

/** The schedule runs once a minute for the whole server, by the app's clock. */
export const SCHEDULE_MS = 60_000;

export const contractsModule: ServerModule = {
  name: 'contracts',
  routes: contractRoutes,
  async tables(db, resources) {
    const def = lifecycleResource(resources, CONTRACT_LIFECYCLE_NAME);
    if (def) await ensureContractTables(db, tableOf(def));
  },
  lifecycles: { [CONTRACT_LIFECYCLE_NAME]: CONTRACT_LIFECYCLE },
  flagConditions: CONTRACT_FLAG_CONDITIONS,
  listFilters: CONTRACT_LIST_FILTERS,
  async seed({ db, resources, seeded }) {
    const def = lifecycleResource(resources, CONTRACT_LIFECYCLE_NAME);
    if (def) await seedContracts(db, resources, seeded.get(def.name) ?? []);
  },
  schedules(app, { clock }) {
    const def = lifecycleResource(app.resources, CONTRACT_LIFECYCLE_NAME);
    return def ? [{ name: 'contract-schedule', periodMs: SCHEDULE_MS, clock, run: (at) => runContractSchedule(app.db, def, now(at)) }] : [];
  },
};
