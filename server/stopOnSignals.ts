import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

/** Seconds a stopping server gives its requests in flight unless STOP_GRACE_SECONDS says otherwise. */
export const DEFAULT_STOP_GRACE_SECONDS = 10;

/** How long past the grace a stopping process may take to end by itself before it exits with an error. */
export const EXIT_MARGIN_MS = 5_000;

/** The exit code of a server that stopped cleanly but cut requests still open at the end of its grace. */
export const STOPPED_CUT = 3;

/**
 * Stops the server on SIGTERM or SIGINT: it listens no more at once (a new connection is refused; a
 * request on a connection already open gets fastify's 503), and the requests in flight are answered,
 * each with Connection: close, so a client's kept-alive connection cannot hold the stop. The running
 * import commits its batch and stays resumable (import/importRunner.ts), then the database closes and
 * the process ends by itself, which shows that nothing was left running (a timer, a socket, a file
 * the import was reading): with 0 when every request was answered, STOPPED_CUT when requests still
 * open after `graceMs` had their connections cut (a stuck upload cannot hold the stop). Should
 * anything still keep the process EXIT_MARGIN_MS after that, it is named on stderr and the process
 * exits 1.
 */
export function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let cut = 0;
  app.server.on('request', (_request, response: ServerResponse) => {
    if (stopping) return;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Now, not once fastify's close reaches it: the listening socket of a process alone (a worker's
    // is the primary's, closed there) and the idle connections.
    app.server.close();
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      // One whose answer had begun keeps its connection open after it: ended once the answer is sent.
      else {
        const { socket } = response;
        response.once('finish', () => setImmediate(() => socket?.end()));
      }
    }
    setTimeout(() => {
      cut = inFlight.size;
      if (cut) console.error(`The server cut ${cut} request${cut === 1 ? '' : 's'} still open ${graceMs / 1000} s after the signal (STOP_GRACE_SECONDS).`);
      app.server.closeAllConnections();
    }, graceMs).unref();
    setTimeout(() => {
      console.error(`The server had not stopped ${Math.round((graceMs + EXIT_MARGIN_MS) / 1000)} s after the signal; still running: ${process.getActiveResourcesInfo().join(', ')}.`);
      process.exit(1);
    }, graceMs + EXIT_MARGIN_MS).unref();
    app.close().then(() => {
      process.exitCode = cut ? STOPPED_CUT : 0;
      // A cluster worker's channel to its primary would keep it: let go of it, without closing it
      // (node fails an assertion when a connection the primary was handing over arrives after a
      // disconnect; arriving now, it is answered 503 and the process ends after it).
      process.channel?.unref();
    }, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
