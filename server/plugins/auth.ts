import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../src/engine/schema/types';
import { forbidden, unauthenticated } from '../httpErrors';
import { userOfSession } from '../repositories/sessions';
import type { User } from '../repositories/users';
import { hasRole } from '../../src/engine/schema/roles';
import { isApiPath, isStaffPath } from './paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page's call that needs no session and no CSRF token (an approval link): the token in its URL
     * is the credential, so a forged cross-site request could only do what that link's owner may.
     */
    public?: boolean;
    /**
     * A call at a path outside the API prefixes (the spec's /service-desk/asset-upload-csv): it reads
     * the session like the API and needs a signed-in agent or administrator.
     */
    staff?: boolean;
  }
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyReply {
    startSession(token: string): void;
    endSession(): void;
  }
}

export const SESSION_COOKIE = 'sd_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameToken = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Throws unless the request's user has at least the role. */
export function requireRole(request: FastifyRequest, role: Role): User {
  if (!request.user) throw unauthenticated();
  if (!hasRole(request.user.role, role)) throw forbidden();
  return request.user;
}

/** Session cookie, CSRF double-submit cookie and the staff gate in front of the API. */
export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateReply('startSession', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 12 * 60 * 60 });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  });

  app.addHook('onRequest', async (request, reply) => {
    const csrf = request.cookies[CSRF_COOKIE];
    // JavaScript must read it to echo it, so it is not httpOnly; SameSite keeps other sites from sending it.
    if (!csrf) reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'lax' });
    // Routes answered without a session declare it: { config: { public: true } }.
    const open = request.routeOptions.config?.public === true;
    if (open) return;
    if (UNSAFE.has(request.method) && !sameToken(csrf, request.headers['x-xsrf-token'] as string | undefined)) {
      throw forbidden('CSRF token mismatch.');
    }
    const path = request.url.split('?')[0];
    const staff = request.routeOptions.config?.staff === true;
    if (!isApiPath(path) && !staff) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? userOfSession(app.db, token) ?? null : null;
    if (staff || isStaffPath(path)) requireRole(request, 'agent');
  });
}, { name: 'auth', dependencies: ['db'] });
