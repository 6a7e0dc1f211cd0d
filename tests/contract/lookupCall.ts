// How the contract test calls the look-up rows: a named look-up as the table writes it, and a record's
// look-up (user-organization/{userId}) for the first demo person.
import type { CallFamily } from './callFamily';

export const lookupFamily: CallFamily = {
  name: 'look-up', handles: (row) => row.area === 'dependency' || row.path === '/service-desk/api/user-organization/{userId}',
  prepare: async ({ row }) => ({ url: row.path.replace('{userId}', '1') }),
};
