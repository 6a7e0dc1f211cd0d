import cluster from 'node:cluster';
import { buildApp, type AppOptions } from './app';
import { printBanner, type ServerAddress } from './banner';
import { takeHandedConnections } from './cluster/handedConnections';
import { ROLE_ENV } from './cluster/primary';
import { processRoleOf } from './cluster/processRole';
import { ResourceFileError } from './loadResources';
import { stopOnSignals } from './stopOnSignals';

/**
 * One process of the server: builds the app in its part (processRole.ts), listens (alone) or takes
 * the connections its primary hands it (a worker) unless it is the setup process, and on SIGTERM or
 * SIGINT closes the app and ends (stopOnSignals.ts).
 */
export async function serve(address: ServerAddress, options: AppOptions): Promise<void> {
  const { listen, ...role } = processRoleOf(process.env[ROLE_ENV]);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ ...options, role });
  } catch (error) {
    if (!(error instanceof ResourceFileError)) throw error;
    console.error(`The resource files in ${process.env.SCHEMAS_DIR ?? 'schemas/'} are broken:`);
    for (const line of error.errors) console.error(`  ${line}`);
    process.exit(1);
  }
  if (!listen) {
    await app.close();
    process.exit(0);
  }
  stopOnSignals(app, address.stopGraceMs);
  // A worker answers the connections its primary hands it; the primary prints once every worker is ready.
  if (cluster.isWorker) {
    takeHandedConnections(app.server);
    return;
  }
  await app.listen({ port: address.port, host: address.host });
  printBanner(address);
}
