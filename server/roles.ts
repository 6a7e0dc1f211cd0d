import type { Role } from '../src/engine/schema/types';

const RANK: Record<Role, number> = { user: 0, agent: 1, admin: 2 };

/** An administrator outranks an agent: hasRole('admin', 'agent') === true. */
export const hasRole = (role: Role | undefined, needed: Role) => role !== undefined && RANK[role] >= RANK[needed];
