/**
 * The agent panel's session:
 *   login       => POST /api/login {email, password}
 *   logout      => POST /api/logout
 *   checkAuth   => GET  /api/me
 *   getIdentity => GET  /api/me   data {id, name, email, role, settings?: {currency}}
 */
import type { AuthProvider } from 'ra-core';
import { setMoneyCurrency } from '../../kernel';
import type { HttpClient } from './httpClient';

interface Me { id: number; name: string; email: string; role: string; settings?: { currency?: string } }

/** createAuthProvider(http): a 401 anywhere sends people to the login page; a 403 keeps them where they are. */
export function createAuthProvider(http: HttpClient): AuthProvider {
  let me: Promise<Me> | undefined;
  const current = () => {
    // The server's settings come with the user (a help desk that sends none leaves amounts without a currency).
    me ??= http.send<{ data: Me }>({ method: 'GET', url: '/api/me' }).then((body) => {
      setMoneyCurrency(body.data.settings?.currency);
      return body.data;
    });
    me.catch(() => { me = undefined; });
    return me;
  };
  return {
    async login({ username, password }: { username: string; password: string }) {
      me = undefined;
      await http.send({ method: 'POST', url: '/api/login', json: { email: username, password } });
    },
    async logout() {
      me = undefined;
      await http.send({ method: 'POST', url: '/api/logout' }).catch(() => undefined);
    },
    async checkAuth() {
      await current();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        me = undefined;
        throw error;
      }
    },
    async getIdentity() {
      const { id, name, email } = await current();
      return { id, fullName: name || email };
    },
    async getPermissions() {
      return (await current()).role;
    },
  };
}
