import type { FastifyInstance } from 'fastify';
import cluster from 'node:cluster';
import type { ServerResponse } from 'node:http';

/** Seconds a stopping server gives its requests in flight unless STOP_GRACE_SECONDS says otherwise. */
export const DEFAULT_STOP_GRACE_SECONDS = 10;

/** How long past the grace a stopping process may take to end by itself before it exits with an error. */
export const EXIT_MARGIN_MS = 5_000;

/**
 * Stops the server on SIGTERM or SIGINT: it listens no more at once (a new connection is refused; a
 * request on a connection already open gets fastify's 503), and the requests in flight are answered,
 * each with Connection: close, so a client's kept-alive connection cannot hold the stop. The running
 * import commits its batch and stays resumable (import/importRunner.ts), then the database closes and
 * the process ends by itself, which shows that nothing was left running (a timer, a socket, a file
 * the import was reading). Requests still open after `graceMs` have their connections cut: a stuck upload
 * cannot hold the stop. Should anything still keep the process EXIT_MARGIN_MS after that, it is named
 * on stderr and the process exits 1.
 */
export function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  app.server.on('request', (_request, response: ServerResponse) => {
    if (stopping) return;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      // One whose answer had begun keeps its connection open after it: closed once idle.
      response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
    }
    setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
    setTimeout(() => {
      console.error(`The server had not stopped ${Math.round((graceMs + EXIT_MARGIN_MS) / 1000)} s after the signal; still running: ${process.getActiveResourcesInfo().join(', ')}.`);
      process.exit(1);
    }, graceMs + EXIT_MARGIN_MS).unref();
    app.close().then(() => {
      process.exitCode = 0;
      // A cluster worker's channel to its primary would keep it.
      cluster.worker?.disconnect();
    }, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
