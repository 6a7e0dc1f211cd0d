import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadModel } from '../loadResources';
import { rememberResources } from '../repositories/loadedResources';
import { versionedCache } from '../repositories/versionedCache';
import type { Model } from './modelAtStart';
import { currentNumber, versionTexts } from './modelVersions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The version of the model this app was built from. */
    model: Model;
    /**
     * Builds, then closes, the app of a model not yet applied, touching no table: what would stop a
     * start (two files declaring one URL, a module that cannot find its resource) stops an apply
     * instead. Answers the problems, none when it builds.
     */
    trialBuild(model: Omit<Model, 'number'>): Promise<string[]>;
  }
}

interface LiveModelOptions {
  model: Model;
  /** Builds an app of another model that serves requests only (trial: and touches no table). */
  build: (model: Model, trial: boolean) => Promise<FastifyInstance>;
  /** Whether this app hands requests to the app of a newer version: the first app of a process does, those it builds do not. */
  forward: boolean;
}

const newest = versionedCache<'number', number | undefined>();

/** How often a process looks for a newer version between requests (the database's change stamp: on SQLite a read of the WAL's index, a few microseconds). */
const WATCH_MS = 200;

/** The newest version's number, read again only once the database changed (any process's commit). */
async function newestNumber(app: FastifyInstance): Promise<number | undefined> {
  const entries = await newest.entries(app.db);
  if (entries?.has('number')) return entries.get('number');
  const number = await currentNumber(app.db);
  entries?.set('number', number);
  return number;
}

/**
 * The model live on every server process. Each request first reads the newest version's number (a
 * cached read, renewed at any commit), and so does a timer between requests; when another process or this one applied a newer version,
 * the app of that version is built beside this one (the requests arriving meanwhile wait for it) and
 * from then on every request is handed to it whole, before anything of it is read: its routes,
 * validators, look-ups and answers are all of the new model, with no generic route to rewrite. A
 * request in flight finishes in the app it began in; an app no longer newest is closed once its last
 * request is answered. Background work (imports, mail, schedules) stays with this app, which reads the
 * newest resources from then on.
 */
export default fp<LiveModelOptions>(async (app, { model, build, forward: live }) => {
  app.decorate('model', model);
  app.decorate('trialBuild', async (candidate: Omit<Model, 'number'>) => {
    try {
      await (await build({ number: 0, ...candidate }, true)).close();
      return [];
    } catch (error) {
      return [`the server would not start with this model: ${(error as Error).message}`];
    }
  });
  if (!live) return;
  let serving: { number: number; app?: FastifyInstance } = { number: model.number };
  let building: Promise<void> | undefined;
  const failed = new Set<number>();
  const inFlight = new Map<FastifyInstance, number>();
  const retired = new Set<FastifyInstance>();

  const closeIfDone = (old: FastifyInstance) => {
    if (retired.has(old) && !inFlight.get(old)) {
      retired.delete(old);
      inFlight.delete(old);
      void old.close();
    }
  };

  async function buildVersion(number: number): Promise<void> {
    try {
      const texts = (await versionTexts(app.db, number))!;
      const resources = loadModel(texts, `model version ${number}: `);
      const next = await build({ number, texts, resources }, false);
      // The mail delivery stays with this app (background work); the newer one's outbox screen says whether it runs.
      next.mailDelivery = app.mailDelivery;
      const old = serving.app;
      serving = { number, app: next };
      app.resources = resources;
      await rememberResources(app.db, resources);
      if (old) {
        retired.add(old);
        closeIfDone(old);
      }
    } catch (error) {
      // The apply checked it, so this is a fault of ours: said once, and the version before goes on serving.
      failed.add(number);
      app.log.error({ err: error }, `The model version ${number} could not be served; version ${serving.number} goes on.`);
    }
  }

  async function catchUp(): Promise<void> {
    for (;;) {
      const latest = await newestNumber(app);
      if (latest === undefined || latest <= serving.number || failed.has(latest)) return;
      building ??= buildVersion(latest).finally(() => { building = undefined; });
      await building;
    }
  }

  function forward(target: FastifyInstance, request: IncomingMessage, response: ServerResponse): void {
    inFlight.set(target, (inFlight.get(target) ?? 0) + 1);
    response.once('close', () => {
      inFlight.set(target, (inFlight.get(target) ?? 1) - 1);
      closeIfDone(target);
    });
    target.routing(request, response);
  }

  // A process gets ready for a newer version between requests too, so its next request finds the app
  // built (several workers build at once, not each when a request first reaches it).
  let closing = false;
  const watch = setInterval(() => {
    if (!closing && !building) catchUp().catch((error: unknown) => app.log.error({ err: error }, 'Looking for a newer model version failed.'));
  }, WATCH_MS).unref();
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(watch);
  });

  app.addHook('onRequest', async (request, reply) => {
    await catchUp();
    const target = serving.app;
    if (!target) return;
    reply.hijack();
    forward(target, request.raw, reply.raw);
  });

  app.addHook('onClose', async () => {
    await building;
    await Promise.all([serving.app, ...retired].filter((open) => open !== undefined).map((open) => open.close()));
  });
}, { name: 'live-model', dependencies: ['db'] });
