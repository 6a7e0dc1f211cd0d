/**
 * The reports module (x-store.module "reports"): saved reports of the lists with x-report, their
 * chart counts and column choices on those lists, and their CSV and Excel exports.
 *   reportRoutes  list, get, save, delete of the report resource file's records
 *   listAnswers   count=true, column=true and filter_id on each x-report list
 *   exportRoutes  /service-desk/api/export/{csv|excel}?filter_id={id}
 * Wrapped by fastify-plugin: the list hooks must reach routes the generic resource plugin registers.
 */
import fp from 'fastify-plugin';
import { moduleResource } from '../../modules/moduleResource';
import { exportRoutes } from './exportRoutes';
import { listAnswers } from './listAnswers';
import { reportRoutes } from './reportRoutes';

export const REPORTS_MODULE = 'reports';

export default fp(async (app) => {
  const reports = moduleResource(app.resources, REPORTS_MODULE);
  if (!reports) return;
  reportRoutes(app, reports);
  for (const subject of app.resources.filter((def) => def.file['x-report'])) listAnswers(app, reports, subject);
  exportRoutes(app, reports);
}, { name: REPORTS_MODULE, dependencies: ['db', 'auth'] });
