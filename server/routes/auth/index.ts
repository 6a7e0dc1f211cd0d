/**
 * Session login for the agent panel.
 *   login  => POST /api/login {email, password}   sets sd_session; 429 with Retry-After once an account or
 *             an address has used up its failed sign-ins for the window (LoginLimits)
 *   logout => POST /api/logout
 *   me     => GET  /api/me                         data {id, name, email, role}
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, unauthenticated } from '../../httpErrors';
import { verifyPassword } from '../../passwords';
import type { LoginLimits } from '../../loginLimits';
import { noteFailedAttempt, waitForAttempt } from '../../repositories/failedAttempts';
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

export default async function authRoutes(app: FastifyInstance, { limits }: { limits: LoginLimits }) {
  app.post<{ Body: { email: string; password: string } }>('/api/login', { schema: { body: loginBody } }, async (request, reply) => {
    const email = request.body.email.trim();
    // Counted by the name typed, known or not, so the answers cannot tell accounts apart.
    const keys = [`account:${email.toLowerCase()}`, `address:${request.ip}`];
    const at = Date.now();
    const wait = waitForAttempt(app.db, [{ key: keys[0], limit: limits.perAccount }, { key: keys[1], limit: limits.perAddress }], limits.windowMs, at);
    if (wait) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, `Too many failed sign-ins. Try again in ${wait} seconds.`);
    }
    const user = findUserByEmail(app.db, email);
    const valid = await verifyPassword(request.body.password, user?.password_hash);
    if (!user || !valid) {
      noteFailedAttempt(app.db, keys, limits.windowMs, at);
      throw new ApiError(401, 'These credentials do not match our records.');
    }
    const old = request.cookies[SESSION_COOKIE];
    if (old) deleteSession(app.db, old);
    reply.startSession(createSession(app.db, user.id));
    return { success: true, message: 'Logged in.', data: publicUser(user) };
  });

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) deleteSession(app.db, token);
    reply.endSession();
    return { success: true, message: 'Logged out.' };
  });

  app.get('/api/me', async (request) => {
    if (!request.user) throw unauthenticated();
    return { success: true, data: publicUser(request.user) };
  });
}
