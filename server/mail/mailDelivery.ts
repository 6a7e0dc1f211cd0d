/**
 * The outbox's way out: at start, rows a stopped server left in sending are failed for an
 * administrator to look at; with an SMTP URL a delivery worker sends the outbox through it until the
 * app closes. Without one nothing is sent and rows stay pending (the outbox screen still shows them).
 * With several server processes each runs a worker: a row is claimed in a write transaction before
 * it is sent (deliveryStates.ts), so no two send the same row.
 */
import fp from 'fastify-plugin';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { failInterrupted } from './deliveryStates';
import { startDeliveryWorker, type DeliveryWorker } from './deliveryWorker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running delivery worker, or null without an SMTP URL. */
    mailDelivery: DeliveryWorker | null;
  }
}

export interface MailDeliveryOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start); none: no delivery. */
  smtpUrl?: string;
  /** The address people open the app at: links in mail bodies are made absolute with it. */
  publicUrl: string;
  /** The sender; default service-desk@ the public URL's host (localhost for an IP address). */
  from?: string;
  /** Between passes over the outbox; default 5 s. */
  pollMs?: number;
  clock?: () => Date;
}

// nodemailer is loaded only with an SMTP URL: a server that keeps mail in the outbox need not hold it.
const load = createRequire(import.meta.url);

// A relay that stops answering must not hold a pass (and the app's close) for nodemailer's minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export default fp<MailDeliveryOptions>(async (app, options) => {
  // Only at the server's start: while it runs, a row in sending may be another process's delivery.
  const interrupted = app.role.startup ? await failInterrupted(app.db) : 0;
  if (interrupted) app.log.warn(`${interrupted} mail(s) were being sent when the server stopped: marked failed, retry them from the outbox screen`);
  app.decorate('mailDelivery', null);
  if (!options.smtpUrl || !app.role.background) return;
  const { createTransport } = load('nodemailer') as typeof import('nodemailer');
  const transport = createTransport({ url: options.smtpUrl, ...TIMEOUTS });
  // An address needs a domain name: an IP address (the default public URL's) is not one.
  const host = new URL(options.publicUrl).hostname;
  const domain = isIP(host) ? 'localhost' : host;
  app.mailDelivery = startDeliveryWorker({
    db: app.db,
    send: (message) => transport.sendMail(message),
    from: options.from ?? `service-desk@${domain}`,
    publicUrl: options.publicUrl,
    domain,
    pollMs: options.pollMs ?? 5_000,
    clock: options.clock ?? (() => new Date()),
    onError: (error) => app.log.error(error),
  });
  app.addHook('onClose', async () => {
    await app.mailDelivery?.stop();
    transport.close();
  });
}, { name: 'mailDelivery', dependencies: ['db'] });
