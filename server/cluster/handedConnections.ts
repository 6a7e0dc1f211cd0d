/**
 * Connections the primary accepts and hands to the workers. node:cluster's own handing (round robin)
 * keeps the listening socket out of reach: a stopping server went on accepting until every worker had
 * closed its share, a connection handed to a worker just as it closed stayed queued in the primary
 * until the primary exited, and with every worker dead the port was closed until one had started
 * again. Here the primary holds the socket: it closes it the moment it is told to stop, and keeps it
 * open while workers are replaced, the connections waiting meanwhile. A worker is handed one
 * connection at a time, the next once it said it took it, so a busy worker is not handed more.
 */
import type { Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

const CONNECTION = 'service-desk:connection';
const READY = 'service-desk:ready';
const TAKEN = 'service-desk:taken';

/** The primary's side: the listening socket and the connections no worker has taken yet. */
export class ConnectionHandout {
  private readonly listener: Server;
  private readonly waiting: Socket[] = [];
  /** Workers ready for a connection, in the order they became so. */
  private free: Worker[] = [];
  /** The connection each worker was handed and has not said it took: the primary keeps its copy until then. */
  private readonly handed = new Map<Worker, Socket>();

  constructor() {
    // Paused: the primary reads nothing of a connection; the worker it goes to reads all.
    this.listener = createServer({ pauseOnConnect: true }, (socket) => {
      socket.on('error', () => socket.destroy());
      this.waiting.push(socket);
      this.handOut();
    });
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.listener.once('error', reject);
      this.listener.listen(port, host, () => {
        this.listener.off('error', reject);
        resolve();
      });
    });
  }

  /** A worker just forked: it is handed connections once it says it is ready, calls `onReady` then. */
  add(worker: Worker, onReady: () => void): void {
    worker.on('message', (message) => {
      if (message !== READY && message !== TAKEN) return;
      if (message === READY) onReady();
      // The worker has its own copy of the connection now: the primary's is closed (the connection stays).
      this.handed.get(worker)?.destroy();
      this.handed.delete(worker);
      this.free.push(worker);
      this.handOut();
    });
  }

  /** A worker that ended is handed nothing more; a connection it had not taken goes to the next one. */
  remove(worker: Worker): void {
    this.free = this.free.filter((each) => each !== worker);
    const untaken = this.handed.get(worker);
    this.handed.delete(worker);
    if (untaken && !untaken.destroyed) {
      this.waiting.unshift(untaken);
      this.handOut();
    }
  }

  /**
   * Stops listening at once: a new connection is refused. The ones accepted before still go to the
   * workers (a stopping one answers 503), until end().
   */
  close(): void {
    if (this.listener.listening) this.listener.close();
  }

  /** Closes the connections no worker took: none is left to take them. */
  end(): void {
    for (const socket of this.waiting.splice(0)) socket.destroy();
  }

  private handOut(): void {
    while (this.waiting.length && this.free.length) {
      const worker = this.free.shift()!;
      if (!worker.isConnected()) continue;
      const socket = this.waiting.shift()!;
      // Kept open here until the worker says it took it: handed to a worker that dies first, a
      // connection would otherwise stay with node, unanswered, until the primary exits.
      this.handed.set(worker, socket);
      // A send that fails (the worker just died) leaves the connection handed: remove() passes it on.
      worker.send(CONNECTION, socket, { keepOpen: true }, () => undefined);
    }
  }
}

/**
 * A worker's side: takes the connections the primary hands it into `server`, which never listens
 * itself, as net.Server takes one it accepted: counted (its close waits for the connection to end),
 * tracked by http (idle and open connections closed at a stop, header and request timeouts) and
 * set up alike (no delay, half-open as the server allows). Tells the primary it is ready.
 */
export function takeHandedConnections(server: HttpServer): void {
  // http sets up its connection tracking when a server starts listening.
  server.emit('listening');
  const counted = server as unknown as { _connections: number; allowHalfOpen: boolean };
  process.on('message', (message, socket?: Socket) => {
    if (message !== CONNECTION || !socket) return;
    process.send!(TAKEN);
    socket.setNoDelay(true);
    socket.allowHalfOpen = counted.allowHalfOpen;
    counted._connections++;
    // What net.Server sets on a connection it accepts: the socket's end counts it off the server.
    Object.assign(socket, { server, _server: server });
    server.emit('connection', socket);
  });
  process.send!(READY);
}
