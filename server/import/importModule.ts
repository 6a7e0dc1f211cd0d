/**
 * The import module: CSV imports of the resources that declare x-import, their jobs' tables, the
 * administrators' block of the last imports and the hourly removal of uploads nobody submitted.
 */
import type { ServerModule } from '../modules/serverModule';
import importRoutes from '../routes/import/index';
import { lastImports } from './importBlock';
import { ensureImportTables } from './importTables';
import { removeStaleUploads, STALE_UPLOAD_CHECK_MS } from './staleUploads';

export const importModule: ServerModule = {
  name: 'import',
  routes: importRoutes,
  tables: (db) => ensureImportTables(db),
  blockSources: { 'import.last-jobs': lastImports },
  schedules: (app) => [{
    name: 'stale-uploads',
    periodMs: STALE_UPLOAD_CHECK_MS,
    run: (at) => { removeStaleUploads(app.db, app.files, at).catch((error: unknown) => app.log.error(error)); },
  }],
};
