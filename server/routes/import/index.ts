import fp from 'fastify-plugin';
import { releaseAllClaims } from '../../import/importClaims';
import { ImportRunner } from '../../import/importRunner';
import { discardRoute } from './discardRoute';
import { importListRoute } from './importListRoute';
import { mappingRoute } from './mappingRoute';
import { submitRoute } from './submitRoute';
import { trackingRoutes } from './trackingRoutes';
import { uploadRoute } from './uploadRoute';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's import runner: jobs run one at a time for the whole server, in the background. */
    imports: ImportRunner;
  }
}

/**
 * CSV imports of the resources that declare x-import: upload, mapping and submit per resource; the
 * discard and tracking routes name only the import id, so each distinct URL is registered once, and
 * the list of started imports is one for all.
 * Jobs a stop interrupted resume when the server is ready; a closing server lets the running batch
 * commit first. Which process runs a job is claimed in the database (import/importClaims.ts). The
 * tables and the hourly removal of stale uploads are the module's (import/importModule.ts).
 */
export default fp(async (app) => {
  const runner = new ImportRunner(app);
  app.decorate('imports', runner);
  const shared = { discard: new Set<string>(), tracking: new Map<string, string>() };
  for (const def of app.resources) {
    const spec = def.file['x-import'];
    if (!spec) continue;
    uploadRoute(app, def, spec);
    mappingRoute(app, def, spec);
    submitRoute(app, def, spec);
    shared.discard.add(spec.discard.DELETE);
    shared.tracking.set(spec.tracking.GET, spec.failed.GET);
  }
  for (const url of shared.discard) discardRoute(app, url);
  for (const [tracking, failed] of shared.tracking) trackingRoutes(app, { tracking, failed });
  if (shared.tracking.size) importListRoute(app);
  // At the server's start nobody runs an import yet: the jobs a stop left running are free for any process.
  if (app.role.startup) await releaseAllClaims(app.db);
  if (app.role.background) app.addHook('onReady', async () => runner.start());
  // A closing server takes no new batch from the start of the close, so it stops listening at once,
  // and lets the batch being written commit before the database closes (onClose hooks run in reverse).
  app.addHook('preClose', async () => { void runner.stop(); });
  app.addHook('onClose', async () => runner.stop());
}, { name: 'import', dependencies: ['db', 'auth'] });
