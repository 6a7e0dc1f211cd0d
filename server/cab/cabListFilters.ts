/**
 * The change list's filters the CAB module answers (x-list filter `module`, listFilterModules.ts):
 * - cab.waiting-at-level: changes whose pending board waits at a level copied from one of these
 *   levels of a board definition (the cab_levels look-up names them 'Board › Level'); a dashboard
 *   block counts the changes by it.
 * - cab.decision-waits-for: changes whose pending board's active level waits for a decision by one
 *   of these people, by the rule the CABs tab and the decision itself follow (entriesDecidedBy: their
 *   own entries, an administrator's stand-in ones, never on a change they requested or created).
 */
import type { Database } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/kernel';
import type { ModuleFilter, ModuleFilterContext } from '../listFilterModules';
import { versionedCache } from '../repositories/versionedCache';
import { prepared } from '../sql';
import { entriesDecidedBy } from './approvalFlow';
import type { AppliedLevel } from './approvalStore';
import type { ChangeRow } from './changeRow';

/** The active level of each pending board (b, l). */
const WAITING_LEVELS = 'change_cab_boards b JOIN change_cab_levels l ON l.change_cab_id = b.id AND l.is_active = 1';
const PENDING = "b.status = 'PENDING'";
const inValues = (values: number[]) => ({ sql: '(SELECT value FROM json_each(?))', params: [JSON.stringify(values)] });

const waitingAtLevel: ModuleFilter = {
  condition({ table }, values) {
    const set = inValues(values);
    return { sql: `${table}."id" IN (SELECT b.change_id FROM ${WAITING_LEVELS} WHERE ${PENDING} AND l.definition_level_id IN ${set.sql})`, params: set.params };
  },
  groups({ db, table }, where) {
    return prepared(db, `SELECT l.definition_level_id AS value, COUNT(DISTINCT b.change_id) AS count FROM ${WAITING_LEVELS}
      WHERE ${PENDING} AND b.change_id IN (SELECT ${table}."id" FROM ${table}${where.sql}) GROUP BY l.definition_level_id ORDER BY l.definition_level_id`)
      .all(...where.params) as Array<{ value: number | null; count: number }>;
  },
};

/** The changes waiting for each set of people, worked out once while the database does not change. */
const awaiting = versionedCache<string, number[]>(200);

/** The ids of the changes whose active level waits for one of the people (every pending board is asked: a few queries each). */
function changesAwaiting(db: Database, def: ResourceDefinition, table: string, userIds: number[]): number[] {
  const key = `${def.name}:${userIds.join(',')}`;
  const cache = awaiting.entries(db);
  const known = cache?.get(key);
  if (known) return known;
  const users = prepared(db, 'SELECT id, role FROM users WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(userIds)) as Array<{ id: number; role: string }>;
  const levels = prepared(db, `SELECT l.*, b.change_id, c.requester_id FROM ${WAITING_LEVELS} JOIN ${table} c ON c."id" = b.change_id
    WHERE ${PENDING} ORDER BY b.change_id`).all() as Array<AppliedLevel & { change_id: number } & Pick<ChangeRow, 'requester_id'>>;
  const ids = levels.filter((level) => users.some((user) => {
    const scope = { db, change: { requester_id: level.requester_id } };
    return entriesDecidedBy(scope, level, user.id, user.role === 'admin').some((entry) => entry.status === 'PENDING');
  })).map((level) => level.change_id);
  cache?.set(key, ids);
  return ids;
}

const decisionWaitsFor: ModuleFilter = {
  condition({ db, def, table }: ModuleFilterContext, values) {
    const set = inValues(changesAwaiting(db, def, table, [...new Set(values)].sort((a, b) => a - b)));
    return { sql: `${table}."id" IN ${set.sql}`, params: set.params };
  },
};

export const CAB_LIST_FILTERS: Record<string, ModuleFilter> = { 'cab.waiting-at-level': waitingAtLevel, 'cab.decision-waits-for': decisionWaitsFor };
