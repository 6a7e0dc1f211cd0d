import type { Role } from './types';

const RANK: Record<Role, number> = { user: 0, agent: 1, admin: 2 };

/** An administrator outranks an agent: hasRole('admin', 'agent') === true; no role has none. */
export const hasRole = (role: Role | undefined, needed: Role) => role !== undefined && RANK[role] >= RANK[needed];
