import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import addErrors from 'ajv-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { SCHEMAS_DIR } from './loadResources';
import liveModel from './model/liveModel';
import { type Model, modelAtStart } from './model/modelAtStart';
import { SERVER_MODULES, type ModuleOptions } from './modules';
import auth from './plugins/auth';
import db from './plugins/db';
import files from './plugins/files';
import errors from './plugins/errors';
import keptAnswers from './plugins/keptAnswers';
import queryText from './plugins/queryText';
import securityHeaders from './plugins/securityHeaders';
import staticFiles from './plugins/static';
import actionsRoutes from './routes/actions/index';
import activityRoutes from './routes/activity/index';
import authRoutes from './routes/auth/index';
import { currencySetting } from './currencySetting';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './loginLimits';
import approvalLinkGuesses, { type ApprovalLinkSettings } from './plugins/approvalLinkGuesses';
import bulkRoutes from './routes/bulk/index';
import dashboardRoutes from './routes/dashboard/index';
import dependencyRoutes from './routes/dependency/index';
import formGroupRoutes from './routes/formGroups/index';
import formRoutes from './routes/forms/index';
import formValidatorRoutes from './routes/formValidators/index';
import downloadRoutes from './routes/download/index';
import linksRoutes from './routes/links/index';
import permissionsRoutes from './routes/permissions/index';
import planningRoutes from './routes/planning/index';
import resourceRoutes from './routes/resources/index';
import listFilterRoutes from './routes/savedFilters/index';
import modelRoutes from './routes/model/index';
import appCopyRoute from './routes/model/appCopyRoute';
import { seedDatabase } from './seed/seedDatabase';
import { sharedSchedule } from './sharedSchedule';
import { PROJECT_ROOT } from './projectRoot';
import { MODEL_VERSION_HEADER } from '../src/kernel';

/**
 * What a process of the server does when it runs as several (WORKERS, server/cluster/): `startup`, the
 * start's once-only work (the demo seed of a new database, failing the mail a stop interrupted, freeing
 * the imports a stopped server held); `background`, the work nobody asked for in a request (imports,
 * mail delivery, the schedules). One process alone does both.
 */
export interface ProcessRole {
  startup: boolean;
  background: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    role: ProcessRole;
  }
}

export interface AppOptions {
  dataDir: string;
  /** Where attachments and uploaded import files are kept (FILES_DIR): shared storage with several machines; dataDir by default. */
  filesDir?: string;
  schemasDir?: string;
  demoPassword?: string;
  seed?: 'demo' | 'none';
  /** Off by default; main.ts logs at LOG_LEVEL (warn: errors and warnings, not every request). */
  logger?: boolean | { level: string };
  /** Both by default (a single process); the cluster's setup process and workers each take a part. */
  role?: ProcessRole;
  /** Every answer names the process that made it (X-Served-By: pid), so a test can tell the workers apart. */
  servedByHeader?: boolean;
  staticDir?: string;
  /** The time the contract schedule goes by (tests move it); the system clock by default. */
  clock?: () => Date;
  /** The SMTP relay the outbox is delivered through (smtp://user:pass@host:port); none: mail stays in the outbox. */
  smtpUrl?: string;
  /** The address people open the app at, for links in mail; default http://127.0.0.1:8080 (main.ts: http://HOST:PORT). */
  publicUrl?: string;
  mailFrom?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (fastify's trustProxy: true, addresses, or a
   * test of an address and its hop): behind a TLS-terminating proxy, cookies are then Secure and the rate limits count the
   * client's address. Off by default: the headers are ignored.
   */
  trustProxy?: boolean | string | ((address: string, hop: number) => boolean);
  /** Failed sign-ins allowed per account and per address in a window before the next attempt waits (429). */
  loginLimits?: LoginLimits;
  /**
   * For tests: called as each sign-in's password is about to be hashed, so a test counts the checks
   * the server really made, or holds them a while as a slow hash on a busy machine would.
   */
  onPasswordCheck?: () => void | Promise<void>;
  /** Days an approval link works, and unknown links an address may try a window before it waits (429). */
  approvalLinks?: ApprovalLinkSettings;
  /** Who may show our pages in a frame: CSP frame-ancestors sources (FRAME_ANCESTORS); our own pages by default. */
  frameAncestors?: string[];
  /** The ISO 4217 code money is in (CURRENCY), told to the app with the signed-in user; the locale's by default. */
  currency?: string;
  /** The delivery worker's poll and clock, for tests. */
  mailPollMs?: number;
  mailClock?: () => Date;
  /** The version this app serves (liveModel builds such an app for a newer one); the newest at start by default. */
  model?: Model;
  /** Built only to see that a model not yet applied starts (liveModel's trialBuild): no table is touched. */
  trial?: boolean;
  /** The PostgreSQL database to use (a test's own); DATABASE_URL's by default, SQLite in dataDir without one. */
  databaseUrl?: string;
}

/** An app liveModel builds for a newer model version: it answers requests, the start's and background work stay with the first. */
const SERVING_ONLY: ProcessRole = { startup: false, background: false };

export const MAX_FILE_SIZE = 25_000_000;
const DIST_DIR = join(PROJECT_ROOT, 'dist');

/**
 * The reference server, ready to listen or inject: plugins (external, then ours), the generic routes
 * every resource file gets, then the server modules (server/modules/) in their list's order, each with
 * the same options, and their scheduled work. Throws ResourceFileError on broken schemas.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const role = options.role ?? { startup: true, background: true };
  const model = options.model ?? await modelAtStart(options.dataDir, options.schemasDir ?? SCHEMAS_DIR, role.startup, options.databaseUrl);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Route schemas speak the resource files' language: all errors, with errorMessage texts.
    ajv: { customOptions: { allErrors: true }, plugins: [addErrors as never] },
  });
  app.decorate('role', role);
  if (options.servedByHeader) app.addHook('onSend', async (_request, reply) => { reply.header('x-served-by', process.pid); });
  // The version that answered: an app built per version names its own, so an open app learns of a newer one from its next answer.
  app.addHook('onSend', async (_request, reply) => { reply.header(MODEL_VERSION_HEADER, model.number); });
  // First, so every answer carries the headers, a refusal by a later hook too.
  await app.register(securityHeaders, { frameAncestors: options.frameAncestors });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE, files: 5, fields: 200, parts: 210, fieldSize: 2_000_000 } });
  await app.register(db, { dataDir: options.dataDir, resources: model.resources, trial: options.trial, databaseUrl: options.databaseUrl });
  // Each request reads the database's change stamp once for all its caches (its own writes aside).
  app.addHook('onRequest', (_request, _reply, done) => app.db.stampOnce(done));
  await app.register(files, { filesDir: options.filesDir ?? options.dataDir });
  // Before every plugin that reads a request: a request for a newer model is handed over whole.
  await app.register(liveModel, { model, forward: !options.model, build: (next, trial) => buildApp({ ...options, model: next, role: SERVING_ONLY, trial }) });
  await app.register(errors);
  await app.register(auth);
  await app.register(queryText);
  await app.register(keptAnswers);
  await app.register(staticFiles, { staticDir: options.staticDir ?? DIST_DIR });
  await app.register(approvalLinkGuesses, options.approvalLinks ?? {});
  await app.register(authRoutes, { limits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS, onPasswordCheck: options.onPasswordCheck, settings: { currency: options.currency ?? currencySetting(undefined) } });
  for (const routes of [resourceRoutes, listFilterRoutes, actionsRoutes, formRoutes, formValidatorRoutes, formGroupRoutes, activityRoutes, linksRoutes,
    bulkRoutes, planningRoutes, permissionsRoutes, dependencyRoutes, downloadRoutes, dashboardRoutes, modelRoutes, appCopyRoute]) await app.register(routes);
  const moduleOptions: ModuleOptions = {
    clock: options.clock,
    mail: {
      smtpUrl: options.smtpUrl, publicUrl: options.publicUrl ?? 'http://127.0.0.1:8080', from: options.mailFrom,
      pollMs: options.mailPollMs, clock: options.mailClock,
    },
  };
  for (const module of SERVER_MODULES) await app.register(module.routes, moduleOptions);
  for (const work of SERVER_MODULES.flatMap((module) => module.schedules?.(app, moduleOptions) ?? [])) sharedSchedule(app, work, work.run);
  await app.ready();
  if (app.role.startup && app.freshDatabase) await seedDatabase(app, { password: options.demoPassword ?? 'demo', demo: (options.seed ?? 'demo') === 'demo' });
  return app;
}
