/**
 * The reports module (x-store.module "reports"): saved reports of the lists with x-report, stored in
 * the report resource file's table, with the lists' chart counts, column choices and exports, and
 * the demo's reports.
 */
import { moduleResource } from '../modules/moduleResource';
import type { ServerModule } from '../modules/serverModule';
import { ensureReportTable } from '../repositories/reports';
import reportsRoutes, { REPORTS_MODULE } from '../routes/reports/index';
import { seedReports } from '../seed/reportRows';

export const reportsModule: ServerModule = {
  name: REPORTS_MODULE,
  stores: true,
  routes: reportsRoutes,
  async tables(db, resources) {
    const reports = moduleResource(resources, REPORTS_MODULE);
    if (reports) await ensureReportTable(db, reports);
  },
  seed: async ({ db, resources }) => seedReports(db, resources),
};
