/** Ids the demo rows point at by position: the seeded people and reference items, in insert order. */
import { REFERENCE_ITEMS } from './referenceItems';
import { DEMO_USERS, OTHER_USERS } from './users';

// seedDatabase inserts DEMO_USERS then OTHER_USERS, so ids follow that order.
export const USERS = [...DEMO_USERS, ...OTHER_USERS].map((user, i) => ({ ...user, id: i + 1 }));
export const AGENTS = USERS.filter((user) => user.role !== 'user');
export const REQUESTERS = USERS.filter((user) => user.role === 'user');

/** The ids of the reference items of a kind: itemIds('priorities') === [1, 2, 3, 4]. */
export const itemIds = (kind: string) => REFERENCE_ITEMS[kind].map((_, i) => i + 1);

/** The item at a position, wrapping around: the same demo data on every start. */
export const pick = <T>(list: T[], i: number) => list[i % list.length];
