import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Role, hasRole } from '../../src/kernel';
import { forbidden, unauthenticated } from '../httpErrors';
import { userOfSession } from '../repositories/sessions';
import type { User } from '../repositories/users';
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
    /** Sets the session cookie and a fresh CSRF token (a token known before the sign-in is not kept). */
    startSession(token: string): void;
    /** Clears the session cookie and renews the CSRF token. */
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
/**
 * The attributes every cookie of ours carries: Secure when the request came over HTTPS (behind a
 * proxy, as its X-Forwarded-Proto says when TRUST_PROXY trusts it), so a cookie set over HTTPS never
 * travels over plain HTTP; SameSite keeps other sites from sending it.
 */
const cookieAttributes = (reply: FastifyReply) => ({ path: '/', sameSite: 'lax' as const, secure: reply.request.protocol === 'https' });

/** A new CSRF token: JavaScript must read it to echo it, so it is not httpOnly. */
const issueCsrfToken = (reply: FastifyReply) => reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), cookieAttributes(reply));

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateReply('startSession', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, { ...cookieAttributes(this), httpOnly: true, maxAge: 12 * 60 * 60 });
    issueCsrfToken(this);
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, { ...cookieAttributes(this), httpOnly: true });
    issueCsrfToken(this);
  });

  app.addHook('onRequest', async (request, reply) => {
    const csrf = request.cookies[CSRF_COOKIE];
    if (!csrf) issueCsrfToken(reply);
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
    request.user = token ? await userOfSession(app.db, token) ?? null : null;
    if (staff || isStaffPath(path)) requireRole(request, 'agent');
  });
}, { name: 'auth', dependencies: ['db'] });
