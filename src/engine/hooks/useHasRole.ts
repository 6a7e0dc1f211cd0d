import { usePermissions } from 'ra-core';
import { hasRole, type Role } from '../../kernel';

/**
 * useHasRole('admin') → { allowed, loading }: whether the signed-in person's role (the auth
 * provider's permissions, from /api/me) reaches the one a screen or button needs. The server
 * refuses the others anyway (403); this spares them a screen whose every save fails.
 */
export function useHasRole(needed: Role): { allowed: boolean; loading: boolean } {
  const { permissions, isPending } = usePermissions<Role>();
  return { allowed: hasRole(permissions, needed), loading: isPending };
}
