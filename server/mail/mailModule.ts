/**
 * The mail module: the outbox's delivery through the SMTP relay, the administrators' outbox screen
 * and their block of mail that failed. The outbox table itself is the core's: every module writes it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions, ServerModule } from '../modules/serverModule';
import outboxRoutes from '../routes/outbox/index';
import { failedMail } from './failedMailBlock';
import mailDelivery from './mailDelivery';

export const mailModule: ServerModule = {
  name: 'mail',
  // Wrapped by fastify-plugin: app.mailDelivery is the whole app's.
  routes: fp(async (app: FastifyInstance, options: ModuleOptions) => {
    await app.register(mailDelivery, options.mail);
    await app.register(outboxRoutes);
  }, { name: 'mail', dependencies: ['db'] }),
  blockSources: { 'mail.failed': failedMail },
};
