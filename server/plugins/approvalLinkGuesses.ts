import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_APPROVAL_LINKS, type ApprovalLinkSettings } from '../approvalLinkSettings';
import { ApiError } from '../httpErrors';
import { claimAttempt, giveBackAttempt, type ClaimedAttempt } from '../repositories/failedAttempts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How long approval links work and how many unknown ones an address may try (approvalLinkSettings.ts). */
    approvalLinks: ApprovalLinkSettings;
  }
  interface FastifyRequest {
    /** A public call counted as a guess until its answer shows it was none. */
    linkGuess?: ClaimedAttempt;
  }
}

export type { ApprovalLinkSettings };

const keyOf = (request: FastifyRequest) => `approval-link:${request.ip}`;
const isPublic = (request: FastifyRequest) => request.routeOptions.config?.public === true;

/**
 * Guessing approval links. A public route (config.public) takes its credential from the token in its
 * URL, so its 404 (the same body for every unknown token) is a wrong guess. An address may make
 * settings.perAddress of them in a window; after that every public call from it is a 429 with
 * Retry-After until the window ends, a real link too, so a guesser cannot tell a hit by its answer.
 * Counted in the database like failed sign-ins (failedAttempts.ts): every worker refuses alike. Each
 * call counts as a guess before it is looked up and is given back unless it answers 404, so calls
 * sent at once can not all pass the check while the first ones are still being answered.
 */
export default fp(async (app, given: Partial<ApprovalLinkSettings>) => {
  const settings = { ...DEFAULT_APPROVAL_LINKS, ...given };
  app.decorate('approvalLinks', settings);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublic(request)) return;
    const claim = await claimAttempt(app.db, [{ key: keyOf(request), limit: settings.perAddress }], settings.windowMs, Date.now());
    if ('wait' in claim) {
      reply.header('retry-after', String(claim.wait));
      throw new ApiError(429, `Too many unknown approval links. Try again in ${claim.wait} seconds.`);
    }
    request.linkGuess = claim;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.linkGuess && reply.statusCode !== 404) await giveBackAttempt(app.db, request.linkGuess);
    request.linkGuess = undefined;
    return payload;
  });
}, { name: 'approval-link-guesses', dependencies: ['db'] });
