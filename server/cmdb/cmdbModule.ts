/** The CMDB module: relations between assets, their table, and the demo's data centre map. */
import type { ServerModule } from '../modules/serverModule';
import cmdbRoutes from '../routes/cmdb/index';
import { ensureRelationTable } from './relationTable';
import { seedRelations } from './seedRelations';

export const cmdbModule: ServerModule = {
  name: 'cmdb',
  routes: cmdbRoutes,
  tables: async (db, resources) => ensureRelationTable(db, resources),
  seed: async ({ db, resources, seeded }) => seedRelations(db, resources, seeded),
};
