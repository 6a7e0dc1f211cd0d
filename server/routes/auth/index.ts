/**
 * Session login for the agent panel.
 *   login  => POST /api/login {email, password}   sets sd_session; 429 with Retry-After once an account or
 *             an address has used up its failed sign-ins for the window (LoginLimits), attempts still
 *             being checked counted among them
 *   logout => POST /api/logout
 *   me     => GET  /api/me                         data {id, name, email, role, settings: {currency}}: the server's
 *             settings the screens need come with the user, in the call every page makes first
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthenticated } from '../../httpErrors';
import { verifyPassword } from '../../passwords';
import type { LoginLimits } from '../../loginLimits';
import { claimAttempt, giveBackAttempt } from '../../repositories/failedAttempts';
import { createSession, deleteSession } from '../../repositories/sessions';
import { findUserByEmail } from '../../repositories/users';
import { SESSION_COOKIE } from '../../plugins/auth';

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 255, errorMessage: { minLength: 'This field is required.' } },
    password: { type: 'string', minLength: 1, maxLength: 1000, errorMessage: { minLength: 'This field is required.' } },
  },
} as const;

const publicUser = ({ id, name, email, role }: { id: number; name: string; email: string; role: string }) => ({ id, name, email, role });

/** Settings of the server the app shows by (CURRENCY): told with the signed-in user. */
export interface AppSettings {
  currency: string;
}

export interface AuthRouteOptions {
  limits: LoginLimits;
  settings: AppSettings;
  /** Called as each sign-in's password is about to be hashed (AppOptions.onPasswordCheck). */
  onPasswordCheck?: () => void | Promise<void>;
}

export default async function authRoutes(app: FastifyInstance, { limits, settings, onPasswordCheck }: AuthRouteOptions) {
  app.post<{ Body: { email: string; password: string } }>('/api/login', { schema: { body: loginBody } }, async (request, reply) => {
    const email = request.body.email.trim();
    // Counted by the name typed, known or not, so the answers cannot tell accounts apart.
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`];
    // Counted as failed before the slow hash, and given back if it succeeds: counted after it, a
    // burst of attempts all passed the check while the first ones were still being hashed.
    const claim = await claimAttempt(app.db, [{ key: keys[0], limit: limits.perAccount }, { key: keys[1], limit: limits.perAddress }], limits.windowMs, Date.now());
    if ('wait' in claim) {
      reply.header('retry-after', String(claim.wait));
      throw new ApiError(429, `Too many failed sign-ins. Try again in ${claim.wait} seconds.`);
    }
    const user = await findUserByEmail(app.db, email);
    await onPasswordCheck?.();
    const valid = await verifyPassword(request.body.password, user?.password_hash);
    if (!user || !valid) throw new ApiError(401, 'These credentials do not match our records.');
    await giveBackAttempt(app.db, claim);
    const old = request.cookies[SESSION_COOKIE];
    if (old) await deleteSession(app.db, old);
    reply.startSession(await createSession(app.db, user.id));
    return { success: true, message: 'Logged in.', data: publicUser(user) };
  });

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.endSession();
    return { success: true, message: 'Logged out.' };
  });

  app.get('/api/me', async (request) => {
    if (!request.user) throw unauthenticated();
    return { success: true, data: { ...publicUser(request.user), settings } };
  });
}
