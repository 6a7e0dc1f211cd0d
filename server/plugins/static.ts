import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { indexPageOf } from '../indexPage';
import { PROJECT_ROOT } from '../projectRoot';
import { isPublicPage, PUBLIC_DOCUMENT } from '../publicPages';

/** examples/: the plain host page that shows how a help desk embeds the panel library (dist/panels/). */
const EXAMPLES_DIR = join(PROJECT_ROOT, 'examples');

const NOT_BUILT = 'The app is not built yet: run npm run build, then start the server again.\n';

/** A path ending in a file name with an extension: the app's own routes never do. */
const MISSING_FILE = /\/[^/]+\.[a-z0-9]{1,8}$/i;
const NO_FILE = 'No such file.\n';

/** The agent panel's document: never sent as the file it is, always with the model (indexPage.ts). */
const INDEX_PATHS = new Set(['/', '/index.html']);

/**
 * Serves the built SPA from staticDir; every other GET outside the API answers index.html so deep
 * links (/service-desk/contract-type/3/edit) load the app, which routes them itself, or, for the
 * public approval pages, their own smaller document (publicPages.ts), which draws no resource file.
 */
export default fp<{ staticDir: string }>(async (app, { staticDir }) => {
  const built = existsSync(join(staticDir, 'index.html'));
  // A file of assets/ is named by its content's hash, so it never changes under its name: the browser
  // keeps it without asking again (every other file, index.html above all, is revalidated each time).
  const assets = join(staticDir, 'assets');
  const setHeaders = (reply: FastifyReply, path: string) => {
    if (path.startsWith(assets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  };
  // The document goes through spaFallback, as a deep link's does (the not-found handler answers with it).
  const allowedPath = (path: string) => !INDEX_PATHS.has(path);
  if (built) await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: ['index.html'], allowedPath, setHeaders });
  await app.register(fastifyStatic, { root: EXAMPLES_DIR, prefix: '/examples/', decorateReply: false });
  const publicDocument = built && existsSync(join(staticDir, PUBLIC_DOCUMENT));
  const indexPage = indexPageOf(join(staticDir, 'index.html'), app.model);
  app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT);
    if (publicDocument && isPublicPage(path)) return reply.type('text/html').sendFile(PUBLIC_DOCUMENT);
    // A file nobody has (/favicon.ico on a host page) is not a page of the app: no document, no model.
    if (MISSING_FILE.test(path) && !INDEX_PATHS.has(path)) return reply.code(404).type('text/plain').send(NO_FILE);
    // Revalidated each time: the page names the model version and the build it was made from.
    const { html, etag } = indexPage();
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
}, { name: 'static', dependencies: ['live-model'] });
