import type { AuthProvider } from 'react-admin';
import type { Role } from '../../../src/kernel';

/** An auth provider for view specs: signed in with this role, as the app's answers it from /api/me. */
export const signedInAs = (role: Role): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  getPermissions: async () => role,
});
