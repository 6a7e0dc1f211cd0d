/**
 * Answers of reads (a list page, a record) kept whole, as the JSON text sent, until the database
 * changes: fifty agents opening the same list between two writes cost one read of its rows and one
 * serialisation, not fifty. A route asks for it with `config: { kept: true }`. Answers are kept per
 * connection under versionedCache's stamp, so a commit by any process, or by this one, is read
 * afresh at the next request.
 *
 * The key is all such an answer depends on: the URL (path and query, as sent), the user (their role
 * gives the row flags, their saved filters the rows) and the day, which countdowns count in
 * (x-derived). Hooks that add to a kept route's answer (the reports' column choices) run before it
 * is kept, since the text is taken as it is sent.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { versionedCache } from '../repositories/versionedCache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose answer depends only on the URL, the user, the day and the database: kept until the database changes. */
    kept?: boolean;
  }
}

/** Kept at the most, per process: past either, the answers start afresh, as versionedCache does. */
const MOST_ANSWERS = 200;
const MOST_CHARACTERS = 8 * 1024 * 1024;
/** Larger answers (a page of 100 assets) are read each time rather than crowd the others out. */
const LARGEST_KEPT = 256 * 1024;

type Answers = Map<string, string>;

const answers = versionedCache<string, string>(MOST_ANSWERS);
/** The characters kept in each generation of answers (a new Map at each change of the database). */
const sizes = new WeakMap<Answers, number>();

const keyOf = (request: FastifyRequest) => `${request.user?.id ?? ''}\u0000${new Date().toISOString().slice(0, 10)}\u0000${request.url}`;

function keep(entries: Answers, key: string, text: string): void {
  const size = (sizes.get(entries) ?? 0) + text.length;
  if (size > MOST_CHARACTERS) entries.clear();
  sizes.set(entries, size > MOST_CHARACTERS ? text.length : size);
  entries.set(key, text);
}

export default fp(async (app) => {
  // The generation an answer is read in: it is kept there, never in a later one its data did not see.
  const readIn = new WeakMap<FastifyRequest, Answers>();

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.kept || request.method !== 'GET') return;
    const entries = await answers.entries(app.db);
    if (!entries) return;
    const text = entries.get(keyOf(request));
    if (text !== undefined) return reply.type('application/json; charset=utf-8').send(text);
    readIn.set(request, entries);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entries = readIn.get(request);
    if (entries && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= LARGEST_KEPT) keep(entries, keyOf(request), payload);
    return payload;
  });
}, { name: 'kept-answers', dependencies: ['db', 'auth'] });
